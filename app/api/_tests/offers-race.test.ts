import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "date-fns";
import { database } from "@frontdesk/lib/platform/testing";
import { addPlace, newMember, newSession } from "@frontdesk/lib/platform/bookings/arrange";
import { getPlatform } from "@frontdesk/lib/platform";
import type { Caller } from "@frontdesk/lib/client/transport";
import { answerOffer, offerNext, sessionOffers } from "@frontdesk/lib/desk-offers/offers";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

const desk: Caller = { staffId: "reception", role: "reception" };
const member: Caller = { staffId: "member link", role: "reception" };

beforeAll(async () => {
  await database();
});
afterEach(() => vi.restoreAllMocks());

/**
 * The platform's promotion takes `ms` (a slow or distant platform): the window between an accept's claim and its
 * booking. Resolves once a promotion has been asked for, i.e. an accept is inside that window (a fixed wait for it
 * was too short on a loaded machine).
 */
function slowPromotion(ms: number): Promise<void> {
  const platform = getPlatform();
  const handle = platform.handle.bind(platform);
  let promoting!: () => void;
  const asked = new Promise<void>((resolve) => (promoting = resolve));
  vi.spyOn(platform, "handle").mockImplementation(async (request: Request) => {
    if (new URL(request.url).pathname.endsWith("/promote-from-alert-list")) {
      promoting();
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    return handle(request);
  });
  return asked;
}

describe("the last place, answered twice at once", () => {
  it("a second click on an accepted offer, while its booking is being made, offers no one a place that is gone", async () => {
    const bookingId = await newSession(addDays(new Date(), 2), { activityId: "SPIN", capacity: 2, siteId: "LEEDS" });
    await addPlace(bookingId, await newMember("Booked", "R0"));
    const waiting: number[] = [];
    for (let i = 0; i < 2; i++) {
      const memberId = await newMember("Waiting", `R${i}`);
      await addPlace(bookingId, memberId, { waiting: true });
      waiting.push(memberId);
    }
    const { offer } = await offerNext(desk, bookingId);
    const promoting = slowPromotion(500);
    // the member's click on the link, and a second click (another tab) or the desk while its booking is being made
    const first = answerOffer(member, bookingId, offer!.id, "accepted");
    await promoting;
    const second = answerOffer(desk, bookingId, offer!.id, "accepted");
    const answers = await Promise.allSettled([first, second]);
    expect(answers.map((a) => a.status)).toEqual(["fulfilled", "rejected"]);

    const list = await callPlatform(desk, bookings.readAlertList, { params: { bookingId } });
    expect([list.capacity, list.booked]).toEqual([2, 2]);
    // the session is full: no open offer of a place that is gone
    expect((await sessionOffers(desk, bookingId)).open).toEqual([]);
  });

  it("an offer made while another is being accepted does not offer that place again", async () => {
    const bookingId = await newSession(addDays(new Date(), 2), { activityId: "SPIN", capacity: 2, siteId: "LEEDS" });
    await addPlace(bookingId, await newMember("Booked", "S0"));
    for (let i = 0; i < 2; i++) await addPlace(bookingId, await newMember("Waiting", `S${i}`), { waiting: true });
    const { offer } = await offerNext(desk, bookingId);
    const promoting = slowPromotion(500);
    const accepting = answerOffer(member, bookingId, offer!.id, "accepted");
    await promoting;
    // the offer clock or a desk looks for free places meanwhile
    const meanwhile = await offerNext(desk, bookingId).then(
      (made) => made.offer,
      () => null,
    );
    await accepting;
    expect(meanwhile).toBeNull();
    expect((await sessionOffers(desk, bookingId)).open).toEqual([]);
  });
});
