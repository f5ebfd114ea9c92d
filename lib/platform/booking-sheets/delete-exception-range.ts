import { sql } from "drizzle-orm";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { messages } from "./messages";
import { datesBetween } from "@frontdesk/lib/domain/booking-sheets/recurrence";
import { scheduleExists } from "./save-exception-schedule";
import { rowsOf } from "../db/rows";
import * as declared from "./delete-exception-range.schema";

/**
 * Extension: DELETE /api/booking-sheets/exception/{scheduleId}?from=&to= deletes the schedule's
 * exceptions on those dates and appends the dates to its exclusionDates, so they stay away until a
 * replace that omits exclusionDates reinstates them.
 */
export const deleteExceptionRange = route(declared.deleteExceptionRange, async (ctx) => {
  const { scheduleId } = ctx.input.params;
  const { from, to } = ctx.input.query;
  if (!(await scheduleExists(ctx.db, scheduleId))) throw PlatformError.text(404, messages.scheduleNotFound(scheduleId));
  const exceptionsDeleted = await ctx.db.transaction(async (tx) => {
    const [schedule] = await rowsOf<{ exclusion_dates: string[] | string }>(
      tx,
      sql`SELECT exclusion_dates FROM exception_schedules WHERE id = ${scheduleId}::uuid FOR UPDATE`,
    );
    const stored =
      typeof schedule.exclusion_dates === "string"
        ? (JSON.parse(schedule.exclusion_dates) as string[])
        : schedule.exclusion_dates;
    const exclusionDates = [...new Set([...stored, ...datesBetween(from, to)])].sort();
    const deleted = await rowsOf<{ id: number }>(
      tx,
      sql`DELETE FROM booking_sheet_exceptions WHERE schedule_id = ${scheduleId}::uuid AND occurrence_date BETWEEN ${from}::date AND ${to}::date RETURNING id`,
    );
    await tx.execute(
      sql`UPDATE exception_schedules SET exclusion_dates = ${JSON.stringify(exclusionDates)}::jsonb, modified_on = now() WHERE id = ${scheduleId}::uuid`,
    );
    return deleted.length;
  });
  return ctx.answer(200, { scheduleId, exceptionsDeleted });
});
