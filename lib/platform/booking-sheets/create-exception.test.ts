import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";
import { zeroGuid } from "../../contract/booking-sheets";
import { messages, resultErrors } from "./messages";
import {
  countAll,
  courtA,
  courtB,
  exceptionsOf,
  freshWeek,
  londonToday,
  path,
  restricted,
  scheduleBody,
  send,
  staffToken,
} from "./test-support";
import {
  addDays,
  dateToMs,
  formatWall,
  instantToWall,
  MINUTE,
  weekday,
} from "@frontdesk/lib/domain/booking-sheets/wall-clock";

const emptyLists = { overlappingExceptions: [], existingExceptions: [], existingBookings: [] };

describe("POST /api/booking-sheets/exception", () => {
  beforeAll(() => database()); // migrated and seeded (slow on a busy machine) before the first test

  it("is gated: 401 without a valid token, 403 without FOH or FOHGENERIC", async () => {
    await expectGate("POST", path, scheduleBody());
    const featureOnly = await call("POST", `${path}?dryRun=true`, {
      token: await token({ features: ["FOHGENERIC"] }),
      body: scheduleBody(),
    });
    expect(featureOnly.status).toBe(201);
    const productOnly = await call("POST", `${path}?dryRun=true`, {
      token: await token({ products: ["FOH"] }),
      body: scheduleBody(),
    });
    expect(productOnly.status).toBe(201);
  });

  it("creates the schedule: 201, one exception per date per product, ending one second before the end time", async () => {
    const start = freshWeek();
    const response = await send("POST", path, scheduleBody({}, start));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(Object.keys(body)).toEqual([
      "exceptionsUpdated",
      "scheduleId",
      "errors",
      "overlappingExceptions",
      "existingExceptions",
      "existingBookings",
    ]);
    expect(body).toMatchObject({ exceptionsUpdated: 14, errors: [], ...emptyLists });
    expect(body.scheduleId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const rows = await exceptionsOf(body.scheduleId);
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({
      product_id: courtA,
      time_band_id: restricted(),
      from: `${start}T09:00:00`,
      to: `${start}T09:59:59`,
      notes: "Resurfacing",
    });
    expect(rows.at(-1)).toMatchObject({
      product_id: courtB,
      from: `${addDays(start, 6)}T09:00:00`,
      to: `${addDays(start, 6)}T09:59:59`,
    });
  });

  it("saves empty notes as null, rounds seconds to the minute and matches ids case-insensitively", async () => {
    const start = freshWeek();
    const response = await send("POST", path, {
      siteId: fixtures.siteId.toLowerCase(),
      productIds: [courtA.toLowerCase()],
      days: ["mONDAY", "friday"],
      frequency: "weekly",
      times: [
        {
          timeBandId: restricted().toLowerCase(),
          dateTimeFrom: `${start}T09:00:40`,
          dateTimeTo: `${addDays(start, 13)}T10:30:10`,
        },
      ],
      notes: "",
    });
    expect(response.status).toBe(201);
    const { scheduleId, exceptionsUpdated } = await response.json();
    const rows = await exceptionsOf(scheduleId);
    expect(rows.length).toBe(exceptionsUpdated);
    expect(rows.map((r) => weekday(dateToMs(r.from.slice(0, 10))))).toEqual(
      rows.map((r) => (weekday(dateToMs(r.from.slice(0, 10))) === 1 ? 1 : 5)),
    );
    expect(rows.every((r) => r.notes === null && r.product_id === courtA && r.time_band_id === restricted())).toBe(
      true,
    );
    expect(rows[0].from.slice(11)).toBe("09:01:00");
    expect(rows[0].to.slice(11)).toBe("10:29:59");
  });

  it("converts a date-time sent with an offset to the site's wall clock", async () => {
    const start = freshWeek();
    // 23:30-10:00 is 09:30 UTC the next day, so the range starts a day later: two dates x two products
    const body = scheduleBody(
      {
        times: [
          {
            timeBandId: restricted(),
            dateTimeFrom: `${start}T23:30:00-10:00`,
            dateTimeTo: `${addDays(start, 2)}T12:00:00`,
          },
        ],
      },
      start,
    );
    const response = await send("POST", path, body);
    expect(response.status).toBe(201);
    const { scheduleId, exceptionsUpdated } = await response.json();
    expect(exceptionsUpdated).toBe(4);
    const rows = await exceptionsOf(scheduleId);
    expect(rows[0].from).toMatch(new RegExp(`^${addDays(start, 1)}T(09|10):30:00$`));
  });

  it("generates weekly, monthly by date and monthly by nth weekday schedules", async () => {
    const start = freshWeek();
    const until = addDays(start, 130);
    const monthlyByDay = await send(
      "POST",
      `${path}?dryRun=true`,
      scheduleBody(
        {
          productIds: [courtA],
          frequency: "Monthly",
          recurranceType: "ByDay",
          recursOn: 2,
          days: ["Tuesday"],
          times: [{ timeBandId: restricted(), dateTimeFrom: `${start}T18:00:00`, dateTimeTo: `${until}T20:00:00` }],
        },
        start,
      ),
    );
    expect(monthlyByDay.status).toBe(201);
    const secondTuesdays = Array.from({ length: 131 }, (_, i) => addDays(start, i)).filter(
      (d) => weekday(dateToMs(d)) === 2 && Math.ceil(+d.slice(8, 10) / 7) === 2,
    );
    expect((await monthlyByDay.json()).exceptionsUpdated).toBe(secondTuesdays.length);
    const byDate = await send(
      "POST",
      `${path}?dryRun=true`,
      scheduleBody(
        {
          productIds: [courtA, courtB],
          frequency: "monthly",
          recursEvery: 2,
          recurranceType: "bydate",
          times: [{ timeBandId: restricted(), dateTimeFrom: `${start}T18:00:00`, dateTimeTo: `${until}T20:00:00` }],
        },
        start,
      ),
    );
    expect(byDate.status).toBe(201);
    expect((await byDate.json()).exceptionsUpdated).toBe(2 * 3); // months 0, 2 and 4 fall within the 131 days, month 6 never
  });

  it("answers 200 with the zero GUID and writes nothing when no dates are produced", async () => {
    const start = freshWeek();
    const notSunday = [0, 1, 2, 3, 4, 5]
      .map((n) => addDays(start, n))
      .find((d) => weekday(dateToMs(d)) !== 0 && weekday(dateToMs(addDays(d, 1))) !== 0)!;
    const before = await countAll();
    const response = await send(
      "POST",
      path,
      scheduleBody({
        days: ["Sunday"],
        times: [
          {
            timeBandId: restricted(),
            dateTimeFrom: `${notSunday}T09:00:00`,
            dateTimeTo: `${addDays(notSunday, 1)}T10:00:00`,
          },
        ],
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      exceptionsUpdated: 0,
      scheduleId: zeroGuid,
      errors: [resultErrors.noDates],
      ...emptyLists,
    });
    expect(await countAll()).toEqual(before);
    const allExcluded = await send(
      "POST",
      path,
      scheduleBody(
        {
          exclusionDates: [start, `${addDays(start, 1)}T00:00:00`],
          times: [
            {
              timeBandId: restricted(),
              dateTimeFrom: `${start}T09:00:00`,
              dateTimeTo: `${addDays(start, 1)}T10:00:00`,
            },
          ],
        },
        start,
      ),
    );
    expect(allExcluded.status).toBe(200);
    expect((await allExcluded.json()).errors).toEqual([resultErrors.noDates]);
  });

  it("refuses self-overlapping times entries with 400 and the overlapping occurrences", async () => {
    const start = freshWeek();
    const before = await countAll();
    const response = await send(
      "POST",
      path,
      scheduleBody(
        {
          times: [
            {
              timeBandId: restricted(),
              dateTimeFrom: `${start}T09:00:00`,
              dateTimeTo: `${addDays(start, 1)}T10:00:00`,
            },
            {
              timeBandId: fixtures.timeBands.restricted,
              dateTimeFrom: `${addDays(start, 1)}T09:30:00`,
              dateTimeTo: `${addDays(start, 1)}T11:00:00`,
            },
            { timeBandId: restricted(), dateTimeFrom: `${start}T10:00:00`, dateTimeTo: `${start}T11:00:00` }, // touches the first, no overlap
          ],
        },
        start,
      ),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      exceptionsUpdated: 0,
      scheduleId: zeroGuid,
      errors: [resultErrors.selfOverlap],
      overlappingExceptions: [
        {
          dateTimeFrom: `${addDays(start, 1)}T09:00:00`,
          dateTimeTo: `${addDays(start, 1)}T09:59:59`,
          timeBandId: restricted(),
          productId: null,
        },
        {
          dateTimeFrom: `${addDays(start, 1)}T09:30:00`,
          dateTimeTo: `${addDays(start, 1)}T10:59:59`,
          timeBandId: restricted(),
          productId: null,
        },
      ],
      existingExceptions: [],
      existingBookings: [],
    });
    expect(await countAll()).toEqual(before);
  });

  it("refuses a clash with futureResourceBooking with 409 and the booking", async () => {
    const booking = fixtures.futureResourceBooking;
    const before = await countAll();
    const response = await send("POST", path, {
      siteId: fixtures.siteId,
      productIds: [booking.productId],
      times: [{ timeBandId: restricted(), dateTimeFrom: booking.dateTimeFrom, dateTimeTo: booking.dateTimeTo }],
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      exceptionsUpdated: 0,
      scheduleId: zeroGuid,
      errors: [resultErrors.existingBookings],
      overlappingExceptions: [],
      existingExceptions: [],
      existingBookings: [
        {
          bookingId: booking.bookingId,
          dateTimeFrom: booking.dateTimeFrom,
          dateTimeTo: booking.dateTimeTo,
          timeBandId: null,
          productId: booking.productId,
        },
      ],
    });
    expect(await countAll()).toEqual(before);
    // a block ending exactly when the booking starts does not clash
    const date = booking.dateTimeFrom.slice(0, 10);
    const before19 = await send("POST", `${path}?dryRun=true`, {
      siteId: fixtures.siteId,
      productIds: [booking.productId],
      times: [{ timeBandId: restricted(), dateTimeFrom: `${date}T18:00:00`, dateTimeTo: `${date}T19:00:00` }],
    });
    expect(before19.status).toBe(201);
  });

  it("refuses a clash with another schedule's exceptions with 409; both kinds of clash give one 409", async () => {
    const start = freshWeek();
    const first = await send("POST", path, scheduleBody({ productIds: [courtB] }, start));
    expect(first.status).toBe(201);
    const clash = await send(
      "POST",
      path,
      scheduleBody(
        {
          productIds: [courtA, courtB],
          times: [{ timeBandId: restricted(), dateTimeFrom: `${start}T09:30:00`, dateTimeTo: `${start}T09:45:00` }],
        },
        start,
      ),
    );
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({
      exceptionsUpdated: 0,
      scheduleId: zeroGuid,
      errors: [resultErrors.existingExceptions],
      overlappingExceptions: [],
      existingExceptions: [
        {
          dateTimeFrom: `${start}T09:00:00`,
          dateTimeTo: `${start}T09:59:59`,
          timeBandId: restricted(),
          productId: courtB,
        },
      ],
      existingBookings: [],
    });

    // both: a live booking on court A and the first schedule's exception on court B, on the same date
    const db = await database();
    const inserted = await db.execute(sql`
      INSERT INTO bookings (product_id, site_id, start_date_time, end_date_time, local_from, local_to)
      VALUES (${courtA}, ${fixtures.siteId}, ${`${start}T08:00:00Z`}::timestamptz, ${`${start}T09:30:00Z`}::timestamptz, ${`${start}T08:00:00`}::timestamp, ${`${start}T09:30:00`}::timestamp),
             (${courtA}, ${fixtures.siteId}, ${`${start}T09:00:00Z`}::timestamptz, ${`${start}T10:00:00Z`}::timestamptz, ${`${start}T09:00:00`}::timestamp, ${`${start}T10:00:00`}::timestamp)
      RETURNING id`);
    const [live, toCancel] = (inserted as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    await db.execute(sql`UPDATE bookings SET cancelled = true WHERE id = ${toCancel}`);
    const both = await send(
      "POST",
      path,
      scheduleBody(
        { times: [{ timeBandId: restricted(), dateTimeFrom: `${start}T09:15:00`, dateTimeTo: `${start}T09:45:00` }] },
        start,
      ),
    );
    expect(both.status).toBe(409);
    const body = await both.json();
    expect(body.errors).toEqual([resultErrors.existingExceptions, resultErrors.existingBookings]);
    expect(body.existingExceptions).toHaveLength(1);
    expect(body.existingBookings).toEqual([
      {
        bookingId: live,
        dateTimeFrom: `${start}T08:00:00`,
        dateTimeTo: `${start}T09:30:00`,
        timeBandId: null,
        productId: courtA,
      },
    ]);
  });

  it("dry run answers what would be written, and every clash, without writing", async () => {
    const start = freshWeek();
    const before = await countAll();
    const dry = await send("POST", `${path}?dryRun=true`, scheduleBody({}, start));
    expect(dry.status).toBe(201);
    expect(await dry.json()).toEqual({ exceptionsUpdated: 14, scheduleId: zeroGuid, errors: [], ...emptyLists });
    const booking = fixtures.futureResourceBooking;
    const dryClash = await send("POST", `${path}?dryRun=true`, {
      siteId: fixtures.siteId,
      productIds: [booking.productId],
      times: [{ timeBandId: restricted(), dateTimeFrom: booking.dateTimeFrom, dateTimeTo: booking.dateTimeTo }],
    });
    expect(dryClash.status).toBe(409);
    expect((await dryClash.json()).existingBookings[0].bookingId).toBe(booking.bookingId);
    expect(await countAll()).toEqual(before);
  });

  describe("validation messages (400 plain text), in the order of checks", () => {
    const yesterday = addDays(londonToday(), -1);
    const cases: [string, (start: string) => unknown, string][] = [
      ["no body", () => undefined, messages.bodyRequired],
      ["a body that is not an object", () => [1], messages.bodyNotObject],
      ["siteId of the wrong type", (s) => scheduleBody({ siteId: 5 }, s), messages.notString("SiteId")],
      [
        "productIds not an array of strings",
        (s) => scheduleBody({ productIds: "COURT1" }, s),
        messages.notStringArray("ProductIds"),
      ],
      ["days not an array of strings", (s) => scheduleBody({ days: [1] }, s), messages.notStringArray("Days")],
      ["times not an array of objects", (s) => scheduleBody({ times: ["x"] }, s), messages.timesNotArray],
      [
        "an unreadable dateTimeFrom",
        (s) => scheduleBody({ times: [{ timeBandId: "MAINT", dateTimeFrom: "soon", dateTimeTo: `${s}T10:00:00` }] }, s),
        messages.invalidDateTime("DateTimeFrom", "soon"),
      ],
      [
        "an impossible dateTimeTo",
        (s) =>
          scheduleBody(
            { times: [{ timeBandId: "MAINT", dateTimeFrom: `${s}T09:00:00`, dateTimeTo: "2027-02-30T10:00:00" }] },
            s,
          ),
        messages.invalidDateTime("DateTimeTo", "2027-02-30T10:00:00"),
      ],
      ["recursEvery not an integer", (s) => scheduleBody({ recursEvery: 1.5 }, s), messages.notInteger("RecursEvery")],
      [
        "recursEvery beyond int32",
        (s) => scheduleBody({ recursEvery: 2_147_483_648 }, s),
        messages.notInteger("RecursEvery"),
      ],
      ["recursOn not an integer", (s) => scheduleBody({ recursOn: "2" }, s), messages.notInteger("RecursOn")],
      ["notes not a string", (s) => scheduleBody({ notes: 5 }, s), messages.notString("Notes")],
      [
        "an unreadable exclusion date",
        (s) => scheduleBody({ exclusionDates: ["31/12/2027"] }, s),
        messages.invalidDate("ExclusionDates", "31/12/2027"),
      ],
      [
        "an unreadable additional date",
        (s) => scheduleBody({ additionalDates: ["tomorrow"] }, s),
        messages.invalidDate("AdditionalDates", "tomorrow"),
      ],
      ["no siteId", (s) => scheduleBody({ siteId: undefined, productIds: ["NOPE"] }, s), messages.siteRequired],
      ["an empty siteId", (s) => scheduleBody({ siteId: " " }, s), messages.siteRequired],
      ["no productIds", (s) => scheduleBody({ productIds: undefined }, s), messages.productRequired],
      ["empty productIds", (s) => scheduleBody({ productIds: [] }, s), messages.productRequired],
      ["an empty productId", (s) => scheduleBody({ productIds: [courtA, ""] }, s), messages.productEmpty],
      [
        "duplicate productIds (any case)",
        (s) => scheduleBody({ productIds: [courtA, courtA.toLowerCase()] }, s),
        messages.duplicateProducts,
      ],
      ["no times", (s) => scheduleBody({ times: undefined }, s), messages.timesRequired],
      ["empty times", (s) => scheduleBody({ times: [] }, s), messages.timesRequired],
      [
        "a times entry without timeBandId",
        (s) => scheduleBody({ times: [{ dateTimeFrom: `${s}T09:00:00`, dateTimeTo: `${s}T10:00:00` }] }, s),
        messages.timeBandRequired,
      ],
      [
        "a times entry without dateTimeFrom",
        (s) => scheduleBody({ times: [{ timeBandId: "MAINT", dateTimeTo: `${s}T10:00:00` }] }, s),
        messages.dateTimeFromRequired,
      ],
      [
        "the default dateTimeFrom 0001-01-01T00:00:00",
        (s) =>
          scheduleBody(
            { times: [{ timeBandId: "MAINT", dateTimeFrom: "0001-01-01T00:00:00", dateTimeTo: `${s}T10:00:00` }] },
            s,
          ),
        messages.dateTimeFromRequired,
      ],
      [
        "a times entry without dateTimeTo",
        (s) => scheduleBody({ times: [{ timeBandId: "MAINT", dateTimeFrom: `${s}T09:00:00` }] }, s),
        messages.dateTimeToRequired,
      ],
      [
        "an unknown site (before product and recurrence checks)",
        (s) => scheduleBody({ siteId: "NOWHERE", productIds: ["NOPE"], frequency: "Yearly" }, s),
        messages.unknownSite("NOWHERE"),
      ],
      ["an unknown product", (s) => scheduleBody({ productIds: [courtA, "NOPE"] }, s), messages.unknownProduct("NOPE")],
      [
        "a retail product",
        (s) => scheduleBody({ productIds: [fixtures.retailProductId] }, s),
        messages.unknownProduct(fixtures.retailProductId),
      ],
      [
        "an unknown time band",
        (s) =>
          scheduleBody(
            { times: [{ timeBandId: "NOBAND", dateTimeFrom: `${s}T09:00:00`, dateTimeTo: `${s}T10:00:00` }] },
            s,
          ),
        messages.unknownTimeBand("NOBAND"),
      ],
      [
        "a time band that is not entry restricted",
        (s) =>
          scheduleBody(
            {
              times: [
                {
                  timeBandId: fixtures.timeBands.unrestricted,
                  dateTimeFrom: `${s}T09:00:00`,
                  dateTimeTo: `${s}T10:00:00`,
                },
              ],
            },
            s,
          ),
        messages.unknownTimeBand(fixtures.timeBands.unrestricted),
      ],
      [
        "a past dateTimeFrom (before recurrence checks)",
        () =>
          scheduleBody({
            frequency: "Yearly",
            times: [
              {
                timeBandId: "MAINT",
                dateTimeFrom: `${yesterday}T09:00:00`,
                dateTimeTo: `${addDays(yesterday, 5)}T10:00:00`,
              },
            ],
          }),
        messages.fromNotFuture,
      ],
      [
        "dateTimeTo before dateTimeFrom",
        (s) =>
          scheduleBody(
            {
              times: [{ timeBandId: "MAINT", dateTimeFrom: `${addDays(s, 2)}T09:00:00`, dateTimeTo: `${s}T10:00:00` }],
            },
            s,
          ),
        messages.toNotAfterFrom,
      ],
      [
        "dateTimeTo equal to dateTimeFrom",
        (s) =>
          scheduleBody(
            { times: [{ timeBandId: "MAINT", dateTimeFrom: `${s}T09:00:00`, dateTimeTo: `${s}T09:00:00` }] },
            s,
          ),
        messages.toNotAfterFrom,
      ],
      [
        "a time of dateTimeTo not after that of dateTimeFrom",
        (s) =>
          scheduleBody(
            {
              times: [{ timeBandId: "MAINT", dateTimeFrom: `${s}T22:00:00`, dateTimeTo: `${addDays(s, 1)}T02:00:00` }],
            },
            s,
          ),
        messages.toTimeNotAfterFromTime,
      ],
      ["an unknown frequency", (s) => scheduleBody({ frequency: "Yearly" }, s), messages.invalidFrequency],
      [
        "recursEvery 0",
        (s) => scheduleBody({ frequency: "Weekly", days: ["Monday"], recursEvery: 0 }, s),
        messages.recursEveryPositive,
      ],
      ["recursEvery negative on Daily", (s) => scheduleBody({ recursEvery: -1 }, s), messages.recursEveryPositive],
      ["recursEvery 2 on Daily", (s) => scheduleBody({ recursEvery: 2 }, s), messages.dailyRecursEvery],
      [
        "Monthly without recurranceType",
        (s) => scheduleBody({ frequency: "Monthly" }, s),
        messages.recurranceTypeRequired,
      ],
      [
        "recurranceType on Weekly",
        (s) => scheduleBody({ frequency: "Weekly", days: ["Monday"], recurranceType: "ByDate" }, s),
        messages.recurranceTypeOnlyMonthly,
      ],
      [
        "recurranceType on Daily",
        (s) => scheduleBody({ recurranceType: "ByDay" }, s),
        messages.recurranceTypeOnlyMonthly,
      ],
      [
        "an unknown recurranceType",
        (s) => scheduleBody({ frequency: "Monthly", recurranceType: "ByWeek" }, s),
        messages.invalidRecurranceType,
      ],
      [
        "recursOn on ByDate",
        (s) => scheduleBody({ frequency: "Monthly", recurranceType: "ByDate", recursOn: 1 }, s),
        messages.recursOnOnlyByDay,
      ],
      [
        "recursOn on Weekly",
        (s) => scheduleBody({ frequency: "Weekly", days: ["Monday"], recursOn: 1 }, s),
        messages.recursOnOnlyByDay,
      ],
      ["recursOn on Daily", (s) => scheduleBody({ recursOn: 3 }, s), messages.recursOnOnlyByDay],
      [
        "ByDay without recursOn",
        (s) => scheduleBody({ frequency: "Monthly", recurranceType: "ByDay", days: ["Monday"] }, s),
        messages.recursOnRequired,
      ],
      [
        "recursOn 0",
        (s) => scheduleBody({ frequency: "Monthly", recurranceType: "ByDay", recursOn: 0, days: ["Monday"] }, s),
        messages.recursOnRange,
      ],
      [
        "recursOn 6",
        (s) => scheduleBody({ frequency: "Monthly", recurranceType: "ByDay", recursOn: 6, days: ["Monday"] }, s),
        messages.recursOnRange,
      ],
      ["an unknown day", (s) => scheduleBody({ days: ["Monday", "Funday"] }, s), messages.invalidDay("Funday")],
      ["an abbreviated day", (s) => scheduleBody({ days: ["Mon"] }, s), messages.invalidDay("Mon")],
      ["duplicate days (any case)", (s) => scheduleBody({ days: ["Monday", "MONDAY"] }, s), messages.duplicateDays],
      ["Weekly without days", (s) => scheduleBody({ frequency: "Weekly" }, s), messages.weeklyNeedsDay],
      ["Weekly with empty days", (s) => scheduleBody({ frequency: "Weekly", days: [] }, s), messages.weeklyNeedsDay],
      [
        "ByDay with two days",
        (s) =>
          scheduleBody({ frequency: "Monthly", recurranceType: "ByDay", recursOn: 1, days: ["Monday", "Tuesday"] }, s),
        messages.byDayNeedsOneDay,
      ],
      [
        "ByDay without days",
        (s) => scheduleBody({ frequency: "Monthly", recurranceType: "ByDay", recursOn: 1 }, s),
        messages.byDayNeedsOneDay,
      ],
      [
        "ByDate with days",
        (s) => scheduleBody({ frequency: "Monthly", recurranceType: "ByDate", days: ["Monday"] }, s),
        messages.byDateNoDays,
      ],
    ];
    it.each(cases)("%s", async (_name, build, message) => {
      const response = await call("POST", path, { token: await staffToken(), body: build(freshWeek()) });
      await expectText(response, 400, message);
    });

    it("malformed JSON", async () => {
      await expectText(
        await call("POST", path, { token: await staffToken(), rawBody: "{ nope" }),
        400,
        "The request body is not valid JSON.",
      );
    });

    it("writes nothing on any of them", async () => {
      const before = await countAll();
      for (const [, build] of cases.slice(0, 10))
        await call("POST", path, { token: await staffToken(), body: build(freshWeek()) });
      expect(await countAll()).toEqual(before);
    });
  });

  it("reads field names case-insensitively", async () => {
    const start = freshWeek();
    const response = await send("POST", `${path}?dryRun=true`, {
      SiteId: fixtures.siteId,
      ProductIds: [courtA],
      Times: [{ TimeBandId: restricted(), DateTimeFrom: `${start}T09:00:00`, DateTimeTo: `${start}T10:00:00` }],
    });
    expect(response.status).toBe(201);
    expect((await response.json()).exceptionsUpdated).toBe(1);
  });

  it("compares dateTimeFrom with the site's current wall-clock time", async () => {
    const now = instantToWall(new Date(), "Europe/London");
    const block = (fromMs: number) => ({
      siteId: fixtures.siteId,
      productIds: [courtB],
      times: [
        { timeBandId: restricted(), dateTimeFrom: formatWall(fromMs), dateTimeTo: formatWall(fromMs + 2 * MINUTE) },
      ],
    });
    const earlier = now - 5 * MINUTE;
    if (formatWall(earlier).slice(11, 16) < "23:50")
      await expectText(await send("POST", `${path}?dryRun=true`, block(earlier)), 400, messages.fromNotFuture);
    const later = now + 10 * MINUTE;
    if (formatWall(later).slice(11, 16) < "23:50" && formatWall(later).slice(11, 16) > "00:10")
      expect((await send("POST", `${path}?dryRun=true`, block(later))).status).toBe(201);
  });
});
