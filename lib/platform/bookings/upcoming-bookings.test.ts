import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, token } from "../testing";
import { addPlace, memberWithHistory, newSession } from "./arrange";

beforeAll(async () => {
  await database();
});

const path = (memberId: number | string, query = "") => `/api/members/${memberId}/upcoming-bookings${query}`;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().replace(/\d\d:\d\d\.\d+Z$/, "00:00.000Z");
let staff: string;

beforeAll(async () => {
  staff = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
});

describe("GET /api/members/{memberId}/upcoming-bookings", () => {
  it("answers the member's confirmed places from now on, soonest first, as PastBooking fields", async () => {
    // one place in the past, three ahead (given out of order), one waiting and one on a cancelled session
    const starts = [inDays(-2), inDays(9), inDays(3), inDays(6)];
    const { memberId, bookingIds } = await memberWithHistory(starts);
    await addPlace(await newSession(inDays(1)), memberId, { waiting: true });
    await addPlace(await newSession(inDays(2), { cancelled: true }), memberId);

    const response = await call("GET", path(memberId), { token: staff });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toHaveLength(3);
    expect(body.map((b: { bookingId: number }) => b.bookingId)).toEqual([bookingIds[2], bookingIds[3], bookingIds[1]]);
    expect(body[0]).toEqual({
      bookingId: bookingIds[2],
      bookingRef: 5_000_000 + bookingIds[2],
      activityId: "SPIN",
      activityName: "Spin",
      activityDescription: expect.any(String),
      startDateTime: starts[2],
      endDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
      siteId: "LEEDS",
    });

    const first = await call("GET", path(memberId, "?limit=1"), { token: staff });
    expect((await first.json()).map((b: { bookingId: number }) => b.bookingId)).toEqual([bookingIds[2]]);
  });

  it("answers an empty list for a member with nothing ahead", async () => {
    const { memberId } = await memberWithHistory([inDays(-5)]);
    const response = await call("GET", path(memberId), { token: staff });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("refuses an unknown member (404 first) and a limit out of range (400), in plain text", async () => {
    await expectText(
      await call("GET", path(2_000_000_001, "?limit=0"), { token: staff }),
      404,
      "Member ID 2000000001 does not exist.",
    );
    const { memberId } = await memberWithHistory([]);
    for (const limit of ["0", "51", "2.5", "x"])
      await expectText(
        await call("GET", path(memberId, `?limit=${limit}`), { token: staff }),
        400,
        "Limit must be a whole number from 1 to 50",
      );
  });

  it("is gated like the other member reads", async () => {
    const { memberId } = await memberWithHistory([]);
    await expectGate("GET", path(memberId));
  });
});
