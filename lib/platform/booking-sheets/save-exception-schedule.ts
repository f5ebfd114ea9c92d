/**
 * The rule shared by create (POST) and replace (PUT) of an exception schedule (spec endpoint 6):
 * read and check the definition, generate the occurrences, refuse self-overlaps (400) and clashes
 * with other schedules' exceptions or bookings (409), then write everything in one transaction.
 * With dryRun the same result and status are answered and nothing is written.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { dryRunQuery, zeroGuid, type ExceptionUpdateResult } from "../../contract/booking-sheets";
import type { Database, Executor } from "../db/client";
import { firstRowOf } from "../db/rows";
import { PlatformError } from "../http/errors";
import { queryFlag } from "../http/input";
import type { InputParser } from "../http/route";
import { candidates, findClashes, insertExceptions, lockProducts, prepareClashCheck } from "./clashes";
import { maxExceptionsPerSchedule, messages, resultErrors } from "./messages";
import { findSelfOverlaps, generateOccurrences, occurrenceJson } from "@frontdesk/lib/domain/booking-sheets/recurrence";
import type { ScheduleDefinition } from "./schedule-definition";
import { formatWall, wallNow } from "@frontdesk/lib/domain/booking-sheets/wall-clock";

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The declared path of the schedule routes: scheduleId a GUID in 8-4-4-4-12 form, else 400 plain text. */
export const scheduleIdInput = {
  schema: z.object({ scheduleId: z.string().describe("GUID in 8-4-4-4-12 form") }),
  parse: (params) => {
    const raw = params.scheduleId ?? "";
    // the router has already percent-decoded the segment once; decoding again would misread a literal %
    if (!guidPattern.test(raw)) throw PlatformError.text(400, messages.invalidScheduleId(raw));
    return { scheduleId: raw.toLowerCase() };
  },
} satisfies InputParser<Record<string, string>, { scheduleId: string }>;

/** The declared dryRun query: only the literal true (any case) switches it on. */
export const dryRunInput = {
  schema: dryRunQuery,
  parse: (query) => ({ dryRun: queryFlag(query, "dryRun") }),
} satisfies InputParser<URLSearchParams, { dryRun: boolean }>;

export async function scheduleExists(db: Executor, scheduleId: string) {
  return !!(await firstRowOf(db, sql`SELECT 1 AS found FROM exception_schedules WHERE id = ${scheduleId}::uuid`));
}

const result = (partial: Partial<ExceptionUpdateResult>): ExceptionUpdateResult => ({
  exceptionsUpdated: 0,
  scheduleId: zeroGuid,
  errors: [],
  overlappingExceptions: [],
  existingExceptions: [],
  existingBookings: [],
  ...partial,
});

/**
 * What create and replace answer: the result, and whether any date was generated (a create answers
 * 201 then, else 200; a replace always 200).
 */
export interface SavedSchedule {
  datesFound: boolean;
  result: ExceptionUpdateResult;
}

/** The parsed input of create and replace; existing: the path schedule of a replace, undefined for a create. */
export async function saveExceptionSchedule(
  db: Database,
  definition: ScheduleDefinition,
  dryRun: boolean,
  existing: string | undefined,
): Promise<SavedSchedule> {
  if (existing && !(await scheduleExists(db, existing)))
    throw PlatformError.text(404, messages.scheduleNotFound(existing));

  const occurrences = generateOccurrences(definition);
  if (occurrences.length === 0) return { datesFound: false, result: result({ errors: [resultErrors.noDates] }) };
  const exceptionsUpdated = occurrences.length * definition.productIds.length;
  if (exceptionsUpdated > maxExceptionsPerSchedule)
    throw PlatformError.text(400, messages.tooMany(maxExceptionsPerSchedule));

  const overlaps = findSelfOverlaps(occurrences);
  if (overlaps.length > 0) {
    throw PlatformError.result(
      400,
      result({
        errors: [resultErrors.selfOverlap],
        overlappingExceptions: overlaps.map((o) => ({
          ...occurrenceJson(o),
          timeBandId: o.timeBandId,
          productId: null,
        })),
      }),
    );
  }

  const rows = candidates(occurrences, definition.productIds);
  const refuseClashes = (clashes: Awaited<ReturnType<typeof findClashes>>) => {
    const errors = [
      ...(clashes.existingExceptions.length ? [resultErrors.existingExceptions] : []),
      ...(clashes.existingBookings.length ? [resultErrors.existingBookings] : []),
    ];
    if (errors.length) throw PlatformError.result(409, result({ errors, ...clashes }));
  };
  if (dryRun) {
    refuseClashes(
      await db.transaction(async (tx) => {
        await prepareClashCheck(tx);
        return findClashes(tx, rows, existing ?? null);
      }),
    );
    return { datesFound: true, result: result({ exceptionsUpdated, scheduleId: existing ?? zeroGuid }) };
  }

  const scheduleId = existing ?? crypto.randomUUID();
  const { stored } = definition;
  await db.transaction(async (tx) => {
    await prepareClashCheck(tx);
    await lockProducts(tx, definition.productIds);
    refuseClashes(await findClashes(tx, rows, existing ?? null));
    if (existing) {
      // finished exceptions stay; every exception not yet over is replaced
      const localNow = formatWall(wallNow(definition.timeZone));
      await tx.execute(
        sql`DELETE FROM booking_sheet_exceptions WHERE schedule_id = ${existing}::uuid AND date_time_to >= ${localNow}::timestamp`,
      );
      await tx.execute(sql`
        UPDATE exception_schedules
        SET site_id = ${definition.siteId}, definition = ${JSON.stringify(stored)}::jsonb,
            exclusion_dates = ${JSON.stringify(definition.exclusionDates)}::jsonb,
            additional_dates = ${JSON.stringify(definition.additionalDates)}::jsonb, modified_on = now()
        WHERE id = ${existing}::uuid`);
    } else {
      await tx.execute(sql`
        INSERT INTO exception_schedules (id, site_id, definition, exclusion_dates, additional_dates)
        VALUES (${scheduleId}::uuid, ${definition.siteId}, ${JSON.stringify(stored)}::jsonb,
                ${JSON.stringify(definition.exclusionDates)}::jsonb, ${JSON.stringify(definition.additionalDates)}::jsonb)`);
    }
    await insertExceptions(tx, scheduleId, rows, definition.notes);
  });
  return { datesFound: true, result: result({ exceptionsUpdated, scheduleId }) };
}
