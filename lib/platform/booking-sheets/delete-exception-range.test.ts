import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText } from "../testing";
import { messages } from "./messages";
import { courtA, exceptionsOf, freshWeek, path, scheduleBody, send, staffToken } from "./test-support";
import { addDays } from "@frontdesk/lib/domain/booking-sheets/wall-clock";

describe("DELETE /api/booking-sheets/exception/{scheduleId}?from=&to= (date-range delete)", () => {
  beforeAll(() => database());

  it("is gated", async () => {
    await expectGate("DELETE", `${path}/${crypto.randomUUID()}?from=2030-01-01&to=2030-01-02`);
  });

  it("checks the path, the dates and the schedule, in that order", async () => {
    const t = await staffToken();
    const id = crypto.randomUUID();
    const del = (url: string) => call("DELETE", url, { token: t });
    await expectText(await del(`${path}/nope?from=x`), 400, messages.invalidScheduleId("nope"));
    await expectText(await del(`${path}/${id}?to=2030-01-01`), 400, messages.queryDateRequired("From"));
    await expectText(await del(`${path}/${id}?from=2030-01-01`), 400, messages.queryDateRequired("To"));
    await expectText(
      await del(`${path}/${id}?from=2030-02-30&to=2030-03-01`),
      400,
      messages.queryDateInvalid("From", "2030-02-30"),
    );
    await expectText(
      await del(`${path}/${id}?from=2030-01-01&to=01/02/2030`),
      400,
      messages.queryDateInvalid("To", "01/02/2030"),
    );
    await expectText(await del(`${path}/${id}?from=2030-01-02&to=2030-01-01`), 400, messages.queryRangeOrder);
    await expectText(await del(`${path}/${id}?from=2030-01-01&to=2031-01-02`), 400, messages.queryRangeTooLong(366));
    await expectText(await del(`${path}/${id}?from=2030-01-01&to=2030-01-02`), 404, messages.scheduleNotFound(id));
  });

  it("deletes the exceptions on those dates, appends the dates to exclusionDates, and a replace that omits them reinstates them", async () => {
    const start = freshWeek();
    const body = scheduleBody({ exclusionDates: [addDays(start, 6)] }, start); // 6 dates x 2 products
    const created = await send("POST", path, body);
    expect(created.status).toBe(201);
    const { scheduleId, exceptionsUpdated } = await created.json();
    expect(exceptionsUpdated).toBe(12);
    const t = await staffToken();

    const deleted = await call("DELETE", `${path}/${scheduleId}?from=${addDays(start, 1)}&to=${addDays(start, 2)}`, {
      token: t,
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ scheduleId, exceptionsDeleted: 4 });
    expect((await exceptionsOf(scheduleId)).map((r) => r.from.slice(0, 10))).not.toContain(addDays(start, 1));

    const read = await (await call("GET", `${path}/${scheduleId}`, { token: t })).json();
    expect(read.exclusionDates).toEqual([addDays(start, 1), addDays(start, 2), addDays(start, 6)]);
    expect(read.exceptions).toHaveLength(8);

    // deleting again removes nothing and keeps the list free of duplicates
    const again = await call("DELETE", `${path}/${scheduleId}?from=${addDays(start, 2)}&to=${addDays(start, 2)}`, {
      token: t,
    });
    expect(await again.json()).toEqual({ scheduleId, exceptionsDeleted: 0 });

    // replacing with the stored definition (exclusionDates included) keeps the dates away ...
    const kept = await send("PUT", `${path}/${scheduleId}`, { ...body, exclusionDates: read.exclusionDates });
    expect((await kept.json()).exceptionsUpdated).toBe(8);
    // ... and omitting exclusionDates reinstates them, the sent ones too
    const withoutExclusions: Record<string, unknown> = { ...body };
    delete withoutExclusions.exclusionDates;
    const reinstated = await send("PUT", `${path}/${scheduleId}`, withoutExclusions);
    expect((await reinstated.json()).exceptionsUpdated).toBe(14);
    const after = await (await call("GET", `${path}/${scheduleId}`, { token: t })).json();
    expect(after.exclusionDates).toEqual([]);
    expect(after.exceptions.filter((e: { productId: string }) => e.productId === courtA)).toHaveLength(7);
  });
});
