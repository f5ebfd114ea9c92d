import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { base, call, database, expectGate, expectText, fixtures, token } from "../testing";
import { rowsOf } from "../db/rows";
import { addPlace, memberWithHistory, newSession } from "./arrange";

// The platform migrates and seeds on first use: do it within the hook timeout, not a test's.
beforeAll(async () => {
  await database();
});

const path = (memberId: number | string, query = "") => `/api/members/v2/${memberId}/past-bookings${query}`;
const link = (memberId: number, query: string) => `${base}${path(memberId)}?${query}`;
let staff: string;

/** 25 sessions, one a day from 2024-01-01T10:00Z: the newest is 2024-01-25. */
const days = Array.from({ length: 25 }, (_, i) => `2024-01-${String(i + 1).padStart(2, "0")}T10:00:00Z`);
let history: { memberId: number; bookingIds: number[] };

beforeAll(async () => {
  staff = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
  history = await memberWithHistory(days);
});

describe("GET /api/members/v2/{memberId}/past-bookings", () => {
  it("answers the first page newest first with PastBooking fields and navigation links", async () => {
    const response = await call("GET", path(history.memberId), { token: staff });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["pastBookingData", "metaData"]);
    expect(body.pastBookingData).toHaveLength(10);
    const newest = history.bookingIds[24];
    expect(body.pastBookingData[0]).toEqual({
      bookingId: newest,
      bookingRef: 5_000_000 + newest,
      activityId: "SPIN",
      activityName: "Spin",
      activityDescription: expect.any(String),
      startDateTime: "2024-01-25T10:00:00.000Z",
      endDateTime: "2024-01-25T11:00:00.000Z",
      siteId: "LEEDS",
    });
    expect(Object.keys(body.pastBookingData[0])).toEqual([
      "bookingId",
      "bookingRef",
      "activityId",
      "activityName",
      "activityDescription",
      "startDateTime",
      "endDateTime",
      "siteId",
    ]);
    expect(body.pastBookingData.map((b: { bookingId: number }) => b.bookingId)).toEqual(
      history.bookingIds.slice(15).reverse(),
    );
    expect(body.metaData).toEqual({
      start: link(history.memberId, "limit=10&offset=0"),
      end: link(history.memberId, "limit=10&offset=20"),
      previous: null,
      next: link(history.memberId, "limit=10&offset=10"),
      resultSet: { count: 10, offset: 0, limit: 10, total: 25 },
    });
  });

  it("pages through the middle and the last page, and next is null at the end", async () => {
    const middle = await (await call("GET", path(history.memberId, "?offset=10"), { token: staff })).json();
    expect(middle.pastBookingData.map((b: { bookingId: number }) => b.bookingId)).toEqual(
      history.bookingIds.slice(5, 15).reverse(),
    );
    expect(middle.metaData).toEqual({
      start: link(history.memberId, "limit=10&offset=0"),
      end: link(history.memberId, "limit=10&offset=20"),
      previous: link(history.memberId, "limit=10&offset=0"),
      next: link(history.memberId, "limit=10&offset=20"),
      resultSet: { count: 10, offset: 10, limit: 10, total: 25 },
    });
    const last = await (await call("GET", path(history.memberId, "?offset=20&limit=10"), { token: staff })).json();
    expect(last.pastBookingData.map((b: { bookingId: number }) => b.bookingId)).toEqual(
      history.bookingIds.slice(0, 5).reverse(),
    );
    expect(last.metaData.previous).toBe(link(history.memberId, "limit=10&offset=10"));
    expect(last.metaData.next).toBeNull();
    expect(last.metaData.resultSet).toEqual({ count: 5, offset: 20, limit: 10, total: 25 });
  });

  it("gives every page in newest-first order, from either end of the member's places (ties by booking id)", async () => {
    // 9 places at 3 start times (ties), so pages in the older half, read from the oldest, must keep the same order
    const tied = await memberWithHistory(days.slice(0, 3).flatMap((day) => [day, day, day]));
    const newestFirst = [...tied.bookingIds].sort(
      (a, b) => tied.bookingIds.indexOf(b) - tied.bookingIds.indexOf(a) || b - a,
    );
    const ids = (body: { pastBookingData: { bookingId: number }[] }) => body.pastBookingData.map((b) => b.bookingId);
    for (const limit of [2, 4]) {
      for (let offset = 0; offset < 9; offset++) {
        const body = await (
          await call("GET", path(tied.memberId, `?offset=${offset}&limit=${limit}`), { token: staff })
        ).json();
        expect(ids(body), `offset ${offset}, limit ${limit}`).toEqual(newestFirst.slice(offset, offset + limit));
        expect(body.metaData.resultSet).toEqual({ count: Math.min(limit, 9 - offset), offset, limit, total: 9 });
      }
    }
    for (let offset = 0; offset < 25; offset += 7) {
      const body = await (
        await call("GET", path(history.memberId, `?offset=${offset}&limit=7`), { token: staff })
      ).json();
      expect(ids(body)).toEqual([...history.bookingIds].reverse().slice(offset, offset + 7));
    }
  });

  it("clamps previous to offset 0 and stops next once offset + limit reaches the total", async () => {
    const body = await (await call("GET", path(history.memberId, "?offset=3&limit=5"), { token: staff })).json();
    expect(body.metaData.previous).toBe(link(history.memberId, "limit=5&offset=0"));
    expect(body.metaData.end).toBe(link(history.memberId, "limit=5&offset=20"));
    const exact = await (await call("GET", path(history.memberId, "?offset=20&limit=5"), { token: staff })).json();
    expect(exact.metaData.next).toBeNull();
    const all = await (await call("GET", path(history.memberId, "?limit=250"), { token: staff })).json();
    expect(all.pastBookingData).toHaveLength(25);
    expect(all.metaData).toMatchObject({
      previous: null,
      next: null,
      end: link(history.memberId, "limit=250&offset=0"),
    });
  });

  it("filters with dateTimeFrom inclusive and dateTimeTo exclusive, repeating both in the links", async () => {
    const query = "?dateTimeFrom=2024-01-05T10:00:00Z&dateTimeTo=2024-01-15T10:00:00Z&limit=4";
    const body = await (await call("GET", path(history.memberId, query), { token: staff })).json();
    expect(body.metaData.resultSet).toEqual({ count: 4, offset: 0, limit: 4, total: 10 });
    expect(body.pastBookingData[0].startDateTime).toBe("2024-01-14T10:00:00.000Z");
    const filters = "dateTimeFrom=2024-01-05T10:00:00&dateTimeTo=2024-01-15T10:00:00Z";
    expect(body.metaData.next).toBe(link(history.memberId, `${filters}&limit=4&offset=4`));
    expect(body.metaData.end).toBe(link(history.memberId, `${filters}&limit=4&offset=8`));
    const last = await (await call("GET", path(history.memberId, `${query}&offset=8`), { token: staff })).json();
    expect(last.pastBookingData.map((b: { startDateTime: string }) => b.startDateTime)).toEqual([
      "2024-01-06T10:00:00.000Z",
      "2024-01-05T10:00:00.000Z",
    ]);
  });

  it("echoes dateTimeFrom formatted yyyy-MM-ddTHH:mm:ss in UTC and repeats dateTimeTo as sent", async () => {
    const query = `?dateTimeFrom=${encodeURIComponent("2024-01-20T11:00:00+01:00")}&dateTimeTo=${encodeURIComponent("2024-01-23T00:00:00.000+00:00")}`;
    const body = await (await call("GET", path(history.memberId, query), { token: staff })).json();
    expect(body.metaData.resultSet.total).toBe(3); // 20th, 21st, 22nd
    expect(body.metaData.start).toBe(
      link(
        history.memberId,
        "dateTimeFrom=2024-01-20T10:00:00&dateTimeTo=2024-01-23T00:00:00.000%2B00:00&limit=10&offset=0",
      ),
    );
    const start = new URL(body.metaData.start);
    expect(start.searchParams.get("dateTimeTo")).toBe("2024-01-23T00:00:00.000+00:00");
    // the links work as they are
    const again = await call("GET", `${start.pathname.replace("/platform", "")}${start.search}`, { token: staff });
    expect((await again.json()).metaData.resultSet.total).toBe(3);
  });

  it("narrows to one activity with the sandbox's activityId extension, repeating it in the links", async () => {
    const { memberId, bookingIds } = await memberWithHistory(["2024-03-01T10:00:00Z", "2024-03-02T10:00:00Z"], {
      activityId: "YOGA",
    });
    const spin = await newSession("2024-03-03T10:00:00Z", { activityId: "SPIN" });
    await addPlace(spin, memberId);
    const all = await (await call("GET", path(memberId), { token: staff })).json();
    expect(all.metaData.resultSet.total).toBe(3);
    const yoga = await (await call("GET", path(memberId, "?activityId=YOGA&limit=1"), { token: staff })).json();
    expect(yoga.pastBookingData.map((b: { bookingId: number }) => b.bookingId)).toEqual([bookingIds[1]]);
    expect(yoga.metaData.resultSet.total).toBe(2);
    expect(yoga.metaData.next).toBe(link(memberId, "activityId=YOGA&limit=1&offset=1"));
    await expectText(
      await call("GET", path(memberId, "?activityId=PILATES"), { token: staff }),
      400,
      "Offset value must be less than the total number of records: 0",
    );
  });

  it("includes a booking that started before dateTimeTo and ends after it", async () => {
    const { memberId } = await memberWithHistory(["2024-03-01T10:00:00Z"], { minutes: 90 });
    const during = await (
      await call("GET", path(memberId, "?dateTimeTo=2024-03-01T10:30:00Z"), { token: staff })
    ).json();
    expect(during.pastBookingData).toHaveLength(1);
    await expectText(
      await call("GET", path(memberId, "?dateTimeTo=2024-03-01T10:00:00Z"), { token: staff }),
      400,
      "Offset value must be less than the total number of records: 0",
    );
  });

  it("orders ties by bookingId descending, reads siteId from the activity and gives bookingRef 0 when none", async () => {
    const { memberId, bookingIds } = await memberWithHistory(["2024-02-01T09:00:00Z", "2024-02-01T09:00:00Z"]);
    const other = await newSession("2024-01-31T09:00:00Z", { activityId: "SPAYOGA", siteId: "LEEDS" });
    await addPlace(other, memberId, { bookingRef: null });
    const body = await (await call("GET", path(memberId), { token: staff })).json();
    expect(body.pastBookingData.map((b: { bookingId: number }) => b.bookingId)).toEqual([
      bookingIds[1],
      bookingIds[0],
      other,
    ]);
    expect(body.pastBookingData[2]).toMatchObject({ bookingRef: 0, activityId: "SPAYOGA", siteId: "HARROGATE" });
  });

  it("counts only confirmed places: not waiting, not on cancelled sessions, not in the future", async () => {
    const { memberId } = await memberWithHistory(["2024-04-01T09:00:00Z"]);
    await addPlace(await newSession("2024-04-02T09:00:00Z"), memberId, { waiting: true });
    await addPlace(await newSession("2024-04-03T09:00:00Z", { cancelled: true }), memberId);
    await addPlace(await newSession(new Date(Date.now() + 86_400_000)), memberId);
    const body = await (await call("GET", path(memberId), { token: staff })).json();
    expect(body.metaData.resultSet.total).toBe(1);
  });

  it("totals exactly with and without a range, future places and other members' places aside", async () => {
    const starts = ["2023-11-30T23:59:59Z", "2023-12-01T00:00:00Z", "2024-01-31T23:00:00Z", "2024-02-01T00:00:00Z"];
    const { memberId } = await memberWithHistory(starts);
    await addPlace(await newSession(new Date(Date.now() + 86_400_000)), memberId);
    await addPlace(await newSession(new Date(Date.now() + 2 * 86_400_000)), memberId);
    await addPlace(await newSession("2024-01-10T10:00:00Z"), memberId, { waiting: true });
    await memberWithHistory(starts); // someone else's places on the same days
    const ranges: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      [undefined, "2024-02-01T00:00:00Z"],
      [undefined, "2024-02-01T00:00:01Z"],
      [undefined, "2023-12-01T00:00:00Z"],
      ["2023-12-01T00:00:00Z", undefined],
      ["2023-11-30T23:59:59Z", "2024-02-01T00:00:00Z"],
    ];
    for (const [from, to] of ranges) {
      const expected = starts.filter((s) => (!from || s >= from) && (!to || s < to)).length;
      const query = [from && `dateTimeFrom=${from}`, to && `dateTimeTo=${to}`].filter(Boolean).join("&");
      const response = await call("GET", path(memberId, `?limit=1&${query}`), { token: staff });
      expect(response.status, `${from} to ${to}`).toBe(200);
      expect((await response.json()).metaData.resultSet.total, `${from} to ${to}`).toBe(expected);
    }
  });

  it("keeps member_place_counts equal to the member's listed places through every kind of write", async () => {
    const db = await database();
    const { memberId, bookingIds } = await memberWithHistory(["2024-05-03T09:00:00Z", "2024-06-04T09:00:00Z"]);
    const other = await newSession("2024-05-20T09:00:00Z");
    await addPlace(other, memberId, { waiting: true });
    const places = async () => {
      const [kept] = await rowsOf<{ places: number }>(
        db,
        sql`SELECT places FROM member_place_counts WHERE member_id = ${memberId}`,
      );
      const [counted] = await rowsOf<{ places: number }>(
        db,
        sql`SELECT count(*)::int AS places FROM booking_members WHERE member_id = ${memberId} AND listed`,
      );
      expect(kept?.places ?? 0).toBe(counted.places);
      return counted.places;
    };
    expect(await places()).toBe(2);
    await db.execute(sql`UPDATE booking_members SET waiting = false WHERE booking_id = ${other}`); // promoted
    expect(await places()).toBe(3);
    await db.execute(sql`UPDATE bookings SET cancelled = true WHERE id = ${bookingIds[0]}`); // session cancelled
    expect(await places()).toBe(2);
    await db.execute(sql`UPDATE bookings SET cancelled = false WHERE id = ${bookingIds[0]}`);
    expect(await places()).toBe(3);
    await db.execute(sql`UPDATE booking_members SET paid = NOT paid WHERE member_id = ${memberId}`); // no change in places
    expect(await places()).toBe(3);
    await db.execute(sql`DELETE FROM booking_members WHERE booking_id = ${bookingIds[1]}`);
    expect(await places()).toBe(2);
    const total = await call("GET", path(memberId), { token: staff });
    expect((await total.json()).metaData.resultSet.total).toBe(2);
  });

  it("gives the guardian fixture at least 12 past bookings", async () => {
    const body = await (await call("GET", path(fixtures.members.guardian, "?limit=250"), { token: staff })).json();
    expect(body.metaData.resultSet.total).toBeGreaterThanOrEqual(12);
    const starts = body.pastBookingData.map((b: { startDateTime: string }) => b.startDateTime);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it("checks the member's existence first: 404 wins over any 400", async () => {
    await expectText(
      await call("GET", path(fixtures.unknownMemberId), { token: staff }),
      404,
      `Member ID ${fixtures.unknownMemberId} does not exist.`,
    );
    await expectText(
      await call("GET", path(fixtures.unknownMemberId, "?limit=0&offset=-1"), { token: staff }),
      404,
      `Member ID ${fixtures.unknownMemberId} does not exist.`,
    );
  });

  it("answers each 400 in the spec's order, as plain text", async () => {
    const m = history.memberId;
    const cases: [string, string][] = [
      ["?limit=0", "Limit must be greater than 0"],
      ["?limit=-3&offset=-1", "Limit must be greater than 0"],
      ["?limit=251", "Limit cannot be greater than 250"],
      ["?offset=-1", "Offset must be greater than or equal to 0"],
      ["?offset=-1&dateTimeFrom=2999-01-01T00:00:00Z", "Offset must be greater than or equal to 0"],
      ["?offset=25", "Offset value must be less than the total number of records: 25"],
      ["?offset=99999999999999999999", "Offset value must be less than the total number of records: 25"],
      ["?limit=99999999999999999999", "Limit cannot be greater than 250"],
      ["?dateTimeFrom=2999-01-01T00:00:00Z", "The supplied dateTimeFrom must be in the past"],
      ["?dateTimeTo=2999-01-01T00:00:00Z", "The supplied dateTimeTo must be in the past"],
      [
        "?dateTimeFrom=2024-01-10T00:00:00Z&dateTimeTo=2024-01-09T00:00:00Z",
        "dateTimeTo must be in the past and after dateTimeFrom",
      ],
      [
        "?dateTimeFrom=2024-01-10T00:00:00Z&dateTimeTo=2999-01-09T00:00:00Z",
        "The supplied dateTimeTo must be in the past",
      ],
      ["?limit=ten", "Limit must be a whole number"],
      ["?offset=1.5", "Offset must be a whole number"],
      ["?dateTimeFrom=yesterday", "The supplied dateTimeFrom is not a valid date-time"],
      ["?dateTimeTo=2024-02-30T00:00:00Z", "The supplied dateTimeTo is not a valid date-time"],
    ];
    for (const [query, message] of cases)
      await expectText(await call("GET", path(m, query), { token: staff }), 400, message);
  });

  it("answers 400 even at offset 0 for a member with no history", async () => {
    await expectText(
      await call("GET", path(fixtures.members.noHistory), { token: staff }),
      400,
      "Offset value must be less than the total number of records: 0",
    );
  });

  it("accepts the listed products and features and refuses others", async () => {
    await expectGate("GET", path(history.memberId));
    for (const claims of [{ products: ["CONSUMER"] }, { features: ["ONLINEBOOK"] }, { features: ["ONLINEJOIN"] }]) {
      expect((await call("GET", path(history.memberId), { token: await token(claims) })).status).toBe(200);
    }
  });
});

describe("GET /api/members/{memberId}/past-bookings (v1.0)", () => {
  it("answers a bare array with translations and the site name", async () => {
    const body = await (
      await call("GET", `/api/members/${fixtures.members.guardian}/past-bookings`, { token: staff })
    ).json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(body[0])).toEqual([
      "bookingId",
      "bookingRef",
      "activityId",
      "activityName",
      "activityDescription",
      "activityTranslations",
      "startDateTime",
      "endDateTime",
      "siteId",
      "siteName",
      "siteTranslations",
    ]);
    const { memberId, bookingIds } = await memberWithHistory(["2024-05-01T08:00:00Z"], { activityId: "YOGA" });
    const [only] = await (await call("GET", `/api/members/${memberId}/past-bookings`, { token: staff })).json();
    expect(only).toMatchObject({
      bookingId: bookingIds[0],
      activityId: "YOGA",
      siteId: "LEEDS",
      siteName: "Leeds Central",
    });
    expect(only.activityTranslations).toEqual(
      expect.arrayContaining([{ type: "Activity", culture: "cy-GB", text: "Ioga" }]),
    );
    expect(Array.isArray(only.siteTranslations)).toBe(true);
  });

  it("answers an empty array for no history and 404 for an unknown member", async () => {
    const empty = await call("GET", `/api/members/${fixtures.members.noHistory}/past-bookings`, { token: staff });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);
    await expectText(
      await call("GET", `/api/members/${fixtures.unknownMemberId}/past-bookings`, { token: staff }),
      404,
      `Member ID ${fixtures.unknownMemberId} does not exist.`,
    );
  });

  it("has the v2.0 gate", async () => {
    await expectGate("GET", `/api/members/${fixtures.members.guardian}/past-bookings`);
  });
});
