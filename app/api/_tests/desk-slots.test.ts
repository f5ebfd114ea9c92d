import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { database, token } from "@frontdesk/lib/platform/testing";
import { newMember, ownCourt, setEmail } from "@frontdesk/lib/platform/bookings/arrange";
import { messagesOf } from "@frontdesk/lib/outbox/outbox";
import { londonToday } from "@frontdesk/lib/platform/booking-sheets/test-support";
import { addDays } from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import { GET as slotsRoute } from "@/app/api/bookings/slots/route";
import { GET as memberSlotsRoute, POST as bookRoute } from "@/app/api/members/[memberId]/slots/route";
import { POST as cancelRoute } from "@/app/api/members/[memberId]/slots/[bookingId]/cancel/route";
import { GET as historyRoute } from "@/app/api/members/[memberId]/bookings/history/route";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { bffRequest, newStaff } from "@frontdesk/lib/bff/testing";
import { extensionMissingType } from "@frontdesk/lib/api/endpoint";
import { overrideRefusal } from "@frontdesk/lib/contract/booking-places";
import { slotBookedMessage, slotsGate } from "@frontdesk/lib/platform/bookings/slots.schema";

/** Resource slots booked and cancelled at the desk through the BFF on the embedded platform: audit, words, upstream. */
const params = (values: Record<string, string | number>) => ({
  params: Promise.resolve(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))),
});
const noParams = { params: Promise.resolve({}) };
type Staff = Awaited<ReturnType<typeof newStaff>>;
const date = addDays(londonToday(), 3);
const slotAt = (productId: string, hour: number) => ({
  productId,
  dateTimeFrom: `${date}T${hour}:00:00`,
  dateTimeTo: `${date}T${hour + 1}:00:00`,
});
const book = async (as: Staff | "reception", memberId: number, body: object) =>
  bookRoute(await bffRequest("POST", `/api/members/${memberId}/slots`, { as, body }), params({ memberId }));
const cancel = async (as: Staff, memberId: number, bookingId: number, reason = "Phoned in sick") =>
  cancelRoute(
    await bffRequest("POST", `/api/members/${memberId}/slots/${bookingId}/cancel`, { as, body: { reason } }),
    params({ memberId, bookingId }),
  );
const memberSlots = async (memberId: number) =>
  (
    await memberSlotsRoute(
      await bffRequest("GET", `/api/members/${memberId}/slots`, { as: "reception" }),
      params({ memberId }),
    )
  ).json();

describe("resource slots at the desk (BFF)", () => {
  beforeAll(async () => void (await database()));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it("reception books a free slot and cancels it; both audited and confirmed once by email, the slot free again, a slot not held is not cancelled", async () => {
    const { siteId, productId, name } = await ownCourt(await token({ products: ["FOH"], features: ["FOHGENERIC"] }));
    const desk = await newStaff("reception", "desk-slot");
    const [memberId, other] = [await newMember("Sid", "Slot"), await newMember("Oth", "Slot")];
    await setEmail(memberId, `sid${memberId}@example.com`);
    const sheet = await slotsRoute(
      await bffRequest("GET", `/api/bookings/slots?siteId=${siteId}&date=${date}`, { as: desk }),
      noParams,
    );
    expect(sheet.status).toBe(200);
    expect((await sheet.json()).slots).toHaveLength(14);

    const answer = await book(desk, memberId, slotAt(productId, 10));
    expect(answer.status).toBe(200);
    const { slot, email } = await answer.json();
    expect(slot).toMatchObject({ productId, productName: name, memberId, bookedBy: desk.id, overrideReason: null });
    expect(email).toMatchObject({ state: "queued" });
    expect(await memberSlots(memberId)).toEqual([expect.objectContaining({ bookingId: slot.bookingId })]);
    const taken = await book(desk, other, slotAt(productId, 10));
    expect(taken.status).toBe(409);
    expect((await taken.json()).detail).toBe(slotBookedMessage(name, `${date} 10:00`, `${date} 11:00`));

    // the other member does not hold it: nothing is cancelled
    const notHeld = await cancel(desk, other, slot.bookingId);
    expect(notHeld.status).toBe(404);
    expect(await memberSlots(memberId)).toHaveLength(1);
    const cancelled = await cancel(desk, memberId, slot.bookingId);
    expect(cancelled.status).toBe(200);
    const cancellation = await cancelled.json();
    expect(cancellation.cancellation).toMatchObject({ bookingId: slot.bookingId, late: false });
    expect(cancellation.email).toMatchObject({ state: "queued" });
    const mail = await messagesOf(memberId);
    expect(mail.map((m) => [m.kind, m.recipient]).sort()).toEqual([
      ["booking confirmation", `sid${memberId}@example.com`],
      ["cancellation confirmation", `sid${memberId}@example.com`],
    ]);
    expect(mail.find((m) => m.kind === "booking confirmation")?.subject ?? "").not.toBe("");
    expect(await memberSlots(memberId)).toEqual([]);
    const history = await (
      await historyRoute(
        await bffRequest("GET", `/api/members/${memberId}/bookings/history`, { as: desk }),
        params({ memberId }),
      )
    ).json();
    expect(history.events.map((e: { kind: string; productName: string }) => [e.kind, e.productName])).toEqual([
      ["cancelled", name],
      ["booked", name],
    ]);
    expect((await staffAuditOf(memberId)).map((r) => r.action).sort()).toEqual(["booked a place", "cancelled a place"]);
    // the other member has no address: booked, and told at the desk that no email went
    const noAddress = await book(desk, other, slotAt(productId, 10));
    expect(noAddress.status).toBe(200);
    expect((await noAddress.json()).email).toMatchObject({ state: "no address" });
    expect(await messagesOf(other)).toEqual([]);
  });

  it("refuses a reception desk's reason to book past a suspension (a manager's), and a body without a slot", async () => {
    const { productId } = await ownCourt(await token({ products: ["FOH"], features: ["FOHGENERIC"] }));
    const memberId = await newMember("Res", "Son");
    const refused = await book("reception", memberId, {
      ...slotAt(productId, 12),
      overrideReason: "Says they were ill",
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe(overrideRefusal);
    const bad = await book("reception", memberId, { dateTimeFrom: `${date}T12:00:00` });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors)).toEqual(["productId", "dateTimeTo"]);
    expect(await memberSlots(memberId)).toEqual([]);
  });

  it("against a venue platform without resource slots, says they are booked in the venue's own system (501)", async () => {
    vi.stubEnv("PLATFORM_BASE_URL", "https://venue-without-slots.example/platform");
    vi.stubEnv("PLATFORM_CLIENT_ID", "frontdesk");
    vi.stubEnv("PLATFORM_CLIENT_SECRET", "secret");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ paths: { "/api/members/{memberId}/consent": { get: {} } } })),
    );
    const answers = [
      await slotsRoute(
        await bffRequest("GET", `/api/bookings/slots?siteId=LEEDS&date=${date}`, { as: "reception" }),
        noParams,
      ),
      await bookRoute(
        await bffRequest("POST", "/api/members/1001/slots", { as: "reception", body: slotAt("COURT1", 10) }),
        params({ memberId: 1001 }),
      ),
      await memberSlotsRoute(
        await bffRequest("GET", "/api/members/1001/slots", { as: "reception" }),
        params({ memberId: 1001 }),
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(501);
      expect(await answer.json()).toMatchObject({ type: extensionMissingType, detail: slotsGate.whenMissing });
    }
  });
});
