import { sql } from "drizzle-orm";
import { type ExceptionSchedule, type StoredException } from "../../contract/booking-sheets";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { messages } from "./messages";
import { rowsOf } from "../db/rows";
import type { StoredDefinition } from "./schedule-definition";
import * as declared from "./get-exception-schedule.schema";

const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

export const exceptionColumns = sql`e.id, e.schedule_id, e.product_id, e.time_band_id,
  to_char(e.date_time_from, 'YYYY-MM-DD"T"HH24:MI:SS') AS date_time_from,
  to_char(e.date_time_to, 'YYYY-MM-DD"T"HH24:MI:SS') AS date_time_to, e.notes`;

export interface ExceptionRow {
  id: number;
  schedule_id: string;
  product_id: string;
  time_band_id: string;
  date_time_from: string;
  date_time_to: string;
  notes: string | null;
}

export const exceptionJson = (r: ExceptionRow): StoredException => ({
  id: Number(r.id),
  scheduleId: r.schedule_id,
  productId: r.product_id,
  timeBandId: r.time_band_id,
  dateTimeFrom: r.date_time_from,
  dateTimeTo: r.date_time_to,
  notes: r.notes,
});

/** Extension: GET /api/booking-sheets/exception/{scheduleId}: the stored definition and its exceptions. */
export const getExceptionSchedule = route(declared.getExceptionSchedule, async (ctx) => {
  const { scheduleId } = ctx.input.params;
  const [schedule] = await rowsOf<{
    id: string;
    site_id: string;
    definition: StoredDefinition | string;
    exclusion_dates: string[] | string;
    additional_dates: string[] | string;
    created_on: Date | string;
    modified_on: Date | string;
  }>(
    ctx.db,
    sql`SELECT id, site_id, definition, exclusion_dates, additional_dates, created_on, modified_on FROM exception_schedules WHERE id = ${scheduleId}::uuid`,
  );
  if (!schedule) throw PlatformError.text(404, messages.scheduleNotFound(scheduleId));
  const exceptions = await rowsOf<ExceptionRow>(
    ctx.db,
    sql`SELECT ${exceptionColumns} FROM booking_sheet_exceptions e WHERE e.schedule_id = ${scheduleId}::uuid ORDER BY e.date_time_from, e.product_id, e.id`,
  );
  const d = json<StoredDefinition>(schedule.definition);
  const body = {
    scheduleId: schedule.id,
    siteId: schedule.site_id,
    productIds: d.productIds,
    days: d.days as ExceptionSchedule["days"],
    times: d.times,
    notes: d.notes,
    frequency: d.frequency,
    recursEvery: d.recursEvery,
    recurranceType: d.recurranceType,
    recursOn: d.recursOn,
    exclusionDates: json<string[]>(schedule.exclusion_dates),
    additionalDates: json<string[]>(schedule.additional_dates),
    createdOn: new Date(schedule.created_on).toISOString(),
    modifiedOn: new Date(schedule.modified_on).toISOString(),
    exceptions: exceptions.map(exceptionJson),
  };
  return ctx.answer(200, body);
});
