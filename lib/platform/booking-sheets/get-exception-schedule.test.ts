import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures } from "../testing";
import { messages } from "./messages";
import { courtA, courtB, freshWeek, path, restricted, send, staffToken } from "./test-support";
import { addDays } from "@frontdesk/lib/domain/booking-sheets/wall-clock";

describe("GET /api/booking-sheets/exception/{scheduleId}", () => {
  beforeAll(() => database());

  it("is gated", async () => {
    await expectGate("GET", `${path}/${crypto.randomUUID()}`);
  });

  it("400 for a path that is not a GUID, 404 for an unknown schedule", async () => {
    const t = await staffToken();
    await expectText(await call("GET", `${path}/12345`, { token: t }), 400, messages.invalidScheduleId("12345"));
    const id = crypto.randomUUID();
    await expectText(await call("GET", `${path}/${id}`, { token: t }), 404, messages.scheduleNotFound(id));
  });

  it("gives the stored, normalised definition and the exceptions by start", async () => {
    const start = freshWeek();
    const created = await send("POST", path, {
      siteId: fixtures.siteId.toLowerCase(),
      productIds: [courtB, courtA],
      days: ["tuesday"],
      frequency: "MONTHLY",
      recurranceType: "byday",
      recursOn: 1,
      times: [
        { timeBandId: restricted(), dateTimeFrom: `${start}T18:00:00`, dateTimeTo: `${addDays(start, 70)}T20:00:00` },
      ],
      notes: "League night",
      additionalDates: [`${addDays(start, 3)}T00:00:00`],
    });
    expect(created.status).toBe(201);
    const { scheduleId, exceptionsUpdated } = await created.json();
    const response = await call("GET", `${path}/${scheduleId}`, { token: await staffToken() });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      scheduleId,
      siteId: fixtures.siteId,
      productIds: [courtB, courtA],
      days: ["Tuesday"],
      times: [
        { timeBandId: restricted(), dateTimeFrom: `${start}T18:00:00`, dateTimeTo: `${addDays(start, 70)}T20:00:00` },
      ],
      notes: "League night",
      frequency: "Monthly",
      recursEvery: 1,
      recurranceType: "ByDay",
      recursOn: 1,
      exclusionDates: [],
      additionalDates: [addDays(start, 3)],
    });
    expect(body.exceptions).toHaveLength(exceptionsUpdated);
    expect(Object.keys(body.exceptions[0])).toEqual([
      "id",
      "scheduleId",
      "productId",
      "timeBandId",
      "dateTimeFrom",
      "dateTimeTo",
      "notes",
    ]);
    expect(body.exceptions[0]).toMatchObject({
      scheduleId,
      productId: courtA,
      timeBandId: restricted(),
      notes: "League night",
    });
    expect(body.exceptions[0].dateTimeTo).toMatch(/T19:59:59$/);
  });
});
