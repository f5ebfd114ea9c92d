import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, database, expectGate, expectText, fixtures } from "../testing";
import { zeroGuid } from "../../contract/booking-sheets";
import { messages, resultErrors } from "./messages";
import {
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
import { addDays } from "@frontdesk/lib/domain/booking-sheets/wall-clock";

const emptyLists = { overlappingExceptions: [], existingExceptions: [], existingBookings: [] };

async function createSchedule(overrides: Record<string, unknown> = {}, start = freshWeek()) {
  const response = await send("POST", path, scheduleBody(overrides, start));
  expect(response.status).toBe(201);
  return { scheduleId: (await response.json()).scheduleId as string, start };
}

describe("PUT /api/booking-sheets/exception/{scheduleId}", () => {
  beforeAll(() => database());

  it("is gated: 401 without a valid token, 403 without FOH or FOHGENERIC", async () => {
    await expectGate("PUT", `${path}/${crypto.randomUUID()}`, scheduleBody());
  });

  it("400 when the path is not a GUID in 8-4-4-4-12 form (checked before the body)", async () => {
    const t = await staffToken();
    await expectText(
      await call("PUT", `${path}/not-a-guid`, { token: t }),
      400,
      messages.invalidScheduleId("not-a-guid"),
    );
    const bare = crypto.randomUUID().replace(/-/g, "");
    await expectText(
      await call("PUT", `${path}/${bare}`, { token: t, body: scheduleBody() }),
      400,
      messages.invalidScheduleId(bare),
    );
  });

  it("404 for an unknown schedule with a valid body; body checks come first", async () => {
    const id = crypto.randomUUID();
    await expectText(await send("PUT", `${path}/${id}`, scheduleBody()), 404, messages.scheduleNotFound(id));
    await expectText(
      await send("PUT", `${path}/${id}?dryRun=true`, scheduleBody()),
      404,
      messages.scheduleNotFound(id),
    );
    await expectText(
      await send("PUT", `${path}/${id}`, scheduleBody({ siteId: undefined })),
      400,
      messages.siteRequired,
    );
  });

  it("replaces the definition: future exceptions regenerated, omitted days and notes not carried over", async () => {
    const { scheduleId, start } = await createSchedule({
      days: ["Monday", "Wednesday", "Friday"],
      frequency: "Weekly",
      notes: "Old",
    });
    const response = await send("PUT", `${path}/${scheduleId}`, {
      siteId: fixtures.siteId,
      productIds: [courtB],
      times: [
        {
          timeBandId: restricted(),
          dateTimeFrom: `${addDays(start, 1)}T14:00:00`,
          dateTimeTo: `${addDays(start, 3)}T15:30:00`,
        },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ exceptionsUpdated: 3, scheduleId, errors: [], ...emptyLists });
    const rows = await exceptionsOf(scheduleId);
    expect(rows.map((r) => [r.product_id, r.from, r.to, r.notes])).toEqual(
      [0, 1, 2].map((n) => [courtB, `${addDays(start, 1 + n)}T14:00:00`, `${addDays(start, 1 + n)}T15:29:59`, null]),
    );
    const read = await call("GET", `${path}/${scheduleId}`, { token: await staffToken() });
    expect(await read.json()).toMatchObject({
      scheduleId,
      productIds: [courtB],
      days: [],
      notes: null,
      frequency: "Daily",
      recursEvery: 1,
      recurranceType: null,
      recursOn: null,
    });
  });

  it("excludes the schedule's own exceptions from the clash check", async () => {
    const { scheduleId, start } = await createSchedule();
    const again = await send("PUT", `${path}/${scheduleId}`, scheduleBody({}, start));
    expect(again.status).toBe(200);
    expect((await again.json()).exceptionsUpdated).toBe(14);
    expect(await exceptionsOf(scheduleId)).toHaveLength(14);
  });

  it("keeps finished exceptions and replaces the rest", async () => {
    const { scheduleId, start } = await createSchedule();
    const db = await database();
    const yesterday = addDays(londonToday(), -1);
    await db.execute(sql`
      INSERT INTO booking_sheet_exceptions (schedule_id, product_id, time_band_id, date_time_from, date_time_to, occurrence_date, notes)
      VALUES (${scheduleId}::uuid, ${courtA}, ${restricted()}, ${`${yesterday}T09:00:00`}::timestamp, ${`${yesterday}T09:59:59`}::timestamp, ${yesterday}::date, 'Finished')`);
    const response = await send(
      "PUT",
      `${path}/${scheduleId}`,
      scheduleBody(
        {
          productIds: [courtA],
          times: [{ timeBandId: restricted(), dateTimeFrom: `${start}T12:00:00`, dateTimeTo: `${start}T13:00:00` }],
        },
        start,
      ),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).exceptionsUpdated).toBe(1);
    const rows = await exceptionsOf(scheduleId);
    expect(rows.map((r) => [r.from, r.notes])).toEqual([
      [`${yesterday}T09:00:00`, "Finished"],
      [`${start}T12:00:00`, "Resurfacing"],
    ]);
  });

  it("changes nothing on a clash (409), a self-overlap (400) or when no dates are produced (200)", async () => {
    const { scheduleId, start } = await createSchedule();
    const before = await exceptionsOf(scheduleId);
    const other = await createSchedule(
      {
        productIds: [courtA],
        times: [
          {
            timeBandId: restricted(),
            dateTimeFrom: `${addDays(start, 7)}T09:00:00`,
            dateTimeTo: `${addDays(start, 7)}T10:00:00`,
          },
        ],
      },
      start,
    );

    const clash = await send(
      "PUT",
      `${path}/${scheduleId}`,
      scheduleBody(
        {
          times: [
            {
              timeBandId: restricted(),
              dateTimeFrom: `${start}T09:00:00`,
              dateTimeTo: `${addDays(start, 7)}T10:00:00`,
            },
          ],
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
          dateTimeFrom: `${addDays(start, 7)}T09:00:00`,
          dateTimeTo: `${addDays(start, 7)}T09:59:59`,
          timeBandId: restricted(),
          productId: courtA,
        },
      ],
      existingBookings: [],
    });

    const overlap = await send(
      "PUT",
      `${path}/${scheduleId}`,
      scheduleBody(
        {
          times: [
            { timeBandId: restricted(), dateTimeFrom: `${start}T09:00:00`, dateTimeTo: `${start}T10:00:00` },
            { timeBandId: restricted(), dateTimeFrom: `${start}T09:59:00`, dateTimeTo: `${start}T10:30:00` },
          ],
        },
        start,
      ),
    );
    expect(overlap.status).toBe(400);
    expect((await overlap.json()).errors).toEqual([resultErrors.selfOverlap]);

    const noDates = await send(
      "PUT",
      `${path}/${scheduleId}`,
      scheduleBody(
        {
          exclusionDates: [start],
          times: [{ timeBandId: restricted(), dateTimeFrom: `${start}T09:00:00`, dateTimeTo: `${start}T10:00:00` }],
        },
        start,
      ),
    );
    expect(noDates.status).toBe(200);
    expect(await noDates.json()).toEqual({
      exceptionsUpdated: 0,
      scheduleId: zeroGuid,
      errors: [resultErrors.noDates],
      ...emptyLists,
    });

    const invalid = await send("PUT", `${path}/${scheduleId}`, scheduleBody({ frequency: "Fortnightly" }, start));
    await expectText(invalid, 400, messages.invalidFrequency);

    expect(await exceptionsOf(scheduleId)).toEqual(before);
    expect(await exceptionsOf(other.scheduleId)).toHaveLength(1);
  });

  it("dry run answers the path schedule and the count without writing", async () => {
    const { scheduleId, start } = await createSchedule();
    const before = await exceptionsOf(scheduleId);
    const dry = await send(
      "PUT",
      `${path}/${scheduleId}?dryRun=true`,
      scheduleBody({ productIds: [courtA] }, addDays(start, 1)),
    );
    expect(dry.status).toBe(200);
    expect(await dry.json()).toEqual({ exceptionsUpdated: 7, scheduleId, errors: [], ...emptyLists });
    expect(await exceptionsOf(scheduleId)).toEqual(before);
    const booking = fixtures.futureResourceBooking;
    const dryClash = await send("PUT", `${path}/${scheduleId}?dryRun=true`, {
      siteId: fixtures.siteId,
      productIds: [booking.productId],
      times: [{ timeBandId: restricted(), dateTimeFrom: booking.dateTimeFrom, dateTimeTo: booking.dateTimeTo }],
    });
    expect(dryClash.status).toBe(409);
    expect((await dryClash.json()).errors).toEqual([resultErrors.existingBookings]);
    expect(await exceptionsOf(scheduleId)).toEqual(before);
  });

  it("replaces a demo schedule whose past exceptions are finished", async () => {
    const demo = "5ced0001-0000-4000-8000-000000000001";
    const before = await exceptionsOf(demo);
    const today = londonToday();
    const finished = before.filter((r) => r.to < `${today}T00:00:00`);
    expect(finished.length).toBeGreaterThan(0);
    const dry = await send(
      "PUT",
      `${path}/${demo}?dryRun=true`,
      scheduleBody({ productIds: ["COURT3"], frequency: "Weekly", days: ["Monday"] }),
    );
    expect(dry.status).toBe(200);
  });
});
