/**
 * Reads and checks the body of the exception create/replace (spec endpoint 6) in the spec's order
 * of kinds: body and types, missing values, unresolved values, dates, recurrence fields. The first
 * failure is thrown as a 400 plain-text PlatformError.
 */
import { sql } from "drizzle-orm";
import { exceptionScheduleRequest } from "../../contract/booking-sheets";
import type { Executor } from "../db/client";
import { pgArray } from "../db/bulk";
import { firstRowOf, rowsOf } from "../db/rows";
import { PlatformError } from "../http/errors";
import { isInt32 } from "../http/input";
import type { InputParser } from "../http/route";
import { messages } from "./messages";
import {
  dayNames,
  type Frequency,
  type RecurranceType,
  type RecurrenceRule,
  type TimesEntry,
} from "@/lib/domain/booking-sheets/recurrence";
import {
  formatWall,
  parseWallDate,
  parseWallDateTime,
  roundToMinute,
  timeOfDay,
  wallNow,
  type WallMs,
} from "@/lib/domain/booking-sheets/wall-clock";

export interface ScheduleDefinition extends RecurrenceRule {
  siteId: string;
  timeZone: string;
  productIds: string[];
  notes: string | null;
  additionalDates: string[];
  /** the normalised definition stored on the schedule */
  stored: StoredDefinition;
}

export interface StoredDefinition {
  siteId: string;
  productIds: string[];
  days: string[];
  times: { timeBandId: string; dateTimeFrom: string; dateTimeTo: string }[];
  notes: string | null;
  frequency: Frequency;
  recursEvery: number;
  recurranceType: RecurranceType | null;
  recursOn: number | null;
  exclusionDates: string[];
  additionalDates: string[];
}

const fail = (message: string): never => {
  throw PlatformError.text(400, message);
};

/** 0001-01-01T00:00:00, the default of an omitted date-time in the original service */
const isDefaultDate = (ms: WallMs) => {
  const d = new Date(ms);
  return d.getUTCFullYear() === 1 && d.getUTCMonth() === 0 && d.getUTCDate() === 1 && timeOfDay(ms) === 0;
};

const present = (v: unknown) => v !== undefined && v !== null;
const isBlank = (v: unknown) => !present(v) || (typeof v === "string" && v.trim() === "");

function optionalString(body: Record<string, unknown>, key: string, field: string): string | undefined {
  const v = body[key];
  if (!present(v)) return undefined;
  if (typeof v !== "string") fail(messages.notString(field));
  return v as string;
}

function optionalStringArray(body: Record<string, unknown>, key: string, field: string): string[] | undefined {
  const v = body[key];
  if (!present(v)) return undefined;
  if (!Array.isArray(v) || v.some((item) => typeof item !== "string")) fail(messages.notStringArray(field));
  return v as string[];
}

function optionalInteger(body: Record<string, unknown>, key: string, field: string): number | undefined {
  const v = body[key];
  if (!present(v)) return undefined;
  if (!isInt32(v)) fail(messages.notInteger(field));
  return v as number;
}

interface RawTimes {
  timeBandId?: string;
  dateTimeFrom?: string;
  dateTimeTo?: string;
}

/** Reads a body field case-insensitively (JSON binding of the original is case-insensitive). */
function normaliseKeys(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) out[k.toLowerCase()] = v;
  return out;
}

async function readScheduleDefinition(db: Executor, rawBody: unknown, now = new Date()): Promise<ScheduleDefinition> {
  // ---- body and types ----
  if (rawBody === undefined || rawBody === null) fail(messages.bodyRequired);
  if (typeof rawBody !== "object" || Array.isArray(rawBody)) fail(messages.bodyNotObject);
  const body = normaliseKeys(rawBody as Record<string, unknown>);
  const siteIdRaw = optionalString(body, "siteid", "SiteId");
  const productIdsRaw = optionalStringArray(body, "productids", "ProductIds");
  const daysRaw = optionalStringArray(body, "days", "Days");
  let timesRaw: RawTimes[] | undefined;
  if (present(body.times)) {
    const list = body.times;
    if (!Array.isArray(list) || list.some((t) => t === null || typeof t !== "object" || Array.isArray(t)))
      fail(messages.timesNotArray);
    timesRaw = (list as Record<string, unknown>[]).map((entry) => {
      const t = normaliseKeys(entry);
      const timeBandId = optionalString(t, "timebandid", "TimeBandId");
      const readDateTime = (key: string, field: string) => {
        const v = t[key];
        if (!present(v)) return undefined;
        if (typeof v !== "string" || parseWallDateTime(v, "UTC") === undefined)
          fail(messages.invalidDateTime(field, typeof v === "string" ? v : JSON.stringify(v)));
        return v as string;
      };
      return {
        timeBandId,
        dateTimeFrom: readDateTime("datetimefrom", "DateTimeFrom"),
        dateTimeTo: readDateTime("datetimeto", "DateTimeTo"),
      };
    });
  }
  const notesRaw = optionalString(body, "notes", "Notes");
  const frequencyRaw = optionalString(body, "frequency", "Frequency");
  const recursEveryRaw = optionalInteger(body, "recursevery", "RecursEvery");
  const recurranceTypeRaw = optionalString(body, "recurrancetype", "RecurranceType");
  const recursOnRaw = optionalInteger(body, "recurson", "RecursOn");
  const readDates = (key: string, field: string) =>
    (optionalStringArray(body, key, field) ?? []).map((v) => parseWallDate(v) ?? fail(messages.invalidDate(field, v)));
  const exclusionDates = [...new Set(readDates("exclusiondates", "ExclusionDates"))].sort();
  const additionalDates = [...new Set(readDates("additionaldates", "AdditionalDates"))].sort();

  // ---- missing values ----
  if (isBlank(siteIdRaw)) fail(messages.siteRequired);
  const siteId = siteIdRaw!.trim();
  if (!productIdsRaw || productIdsRaw.length === 0) fail(messages.productRequired);
  if (productIdsRaw!.some((p) => p.trim() === "")) fail(messages.productEmpty);
  const productKeys = productIdsRaw!.map((p) => p.trim().toUpperCase());
  if (new Set(productKeys).size !== productKeys.length) fail(messages.duplicateProducts);
  if (!timesRaw || timesRaw.length === 0) fail(messages.timesRequired);
  for (const t of timesRaw!) {
    if (isBlank(t.timeBandId)) fail(messages.timeBandRequired);
    if (!present(t.dateTimeFrom) || isDefaultDate(parseWallDateTime(t.dateTimeFrom!, "UTC")!))
      fail(messages.dateTimeFromRequired);
    if (!present(t.dateTimeTo) || isDefaultDate(parseWallDateTime(t.dateTimeTo!, "UTC")!))
      fail(messages.dateTimeToRequired);
  }

  // ---- unresolved values (three lookups) ----
  const site = await firstRowOf<{ id: string; time_zone: string }>(
    db,
    sql`SELECT id, time_zone FROM sites WHERE lower(id) = lower(${siteId}) LIMIT 1`,
  );
  if (!site) fail(messages.unknownSite(siteIdRaw!));
  const productRows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM products WHERE kind = 'resource' AND upper(id) = ANY(${pgArray(productKeys, "text")})`,
  );
  const productsByKey = new Map(productRows.map((r) => [r.id.toUpperCase(), r.id]));
  productIdsRaw!.forEach((p, i) => {
    if (!productsByKey.has(productKeys[i])) fail(messages.unknownProduct(p));
  });
  const bandKeys = [...new Set(timesRaw!.map((t) => t.timeBandId!.trim().toUpperCase()))];
  const bandRows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM time_bands WHERE entry_restricted AND upper(id) = ANY(${pgArray(bandKeys, "text")})`,
  );
  const bandsByKey = new Map(bandRows.map((r) => [r.id.toUpperCase(), r.id]));
  for (const t of timesRaw!)
    if (!bandsByKey.has(t.timeBandId!.trim().toUpperCase())) fail(messages.unknownTimeBand(t.timeBandId!));

  // ---- dates (site-local wall clock) ----
  const timeZone = site!.time_zone;
  const localNow = wallNow(timeZone, now);
  const times: TimesEntry[] = timesRaw!.map((t) => {
    const from = roundToMinute(parseWallDateTime(t.dateTimeFrom!, timeZone)!);
    const to = roundToMinute(parseWallDateTime(t.dateTimeTo!, timeZone)!);
    if (from <= localNow) fail(messages.fromNotFuture);
    if (to <= from) fail(messages.toNotAfterFrom);
    if (timeOfDay(to) <= timeOfDay(from)) fail(messages.toTimeNotAfterFromTime);
    return { timeBandId: bandsByKey.get(t.timeBandId!.trim().toUpperCase())!, from, to };
  });

  // ---- recurrence fields ----
  let frequency: Frequency = "Daily";
  if (!isBlank(frequencyRaw)) {
    const match = (["Daily", "Weekly", "Monthly"] as const).find(
      (f) => f.toLowerCase() === frequencyRaw!.trim().toLowerCase(),
    );
    if (!match) fail(messages.invalidFrequency);
    frequency = match!;
  }
  const recursEvery = recursEveryRaw ?? 1;
  if (recursEvery <= 0) fail(messages.recursEveryPositive);
  if (frequency === "Daily" && recursEvery !== 1) fail(messages.dailyRecursEvery);
  let recurranceType: RecurranceType | undefined;
  if (!isBlank(recurranceTypeRaw)) {
    if (frequency !== "Monthly") fail(messages.recurranceTypeOnlyMonthly);
    const match = (["ByDate", "ByDay"] as const).find(
      (r) => r.toLowerCase() === recurranceTypeRaw!.trim().toLowerCase(),
    );
    if (!match) fail(messages.invalidRecurranceType);
    recurranceType = match;
  } else if (frequency === "Monthly") fail(messages.recurranceTypeRequired);
  const byDay = frequency === "Monthly" && recurranceType === "ByDay";
  if (recursOnRaw !== undefined && !byDay) fail(messages.recursOnOnlyByDay);
  if (byDay && recursOnRaw === undefined) fail(messages.recursOnRequired);
  if (byDay && (recursOnRaw! < 1 || recursOnRaw! > 5)) fail(messages.recursOnRange);
  const days: number[] = [];
  for (const d of daysRaw ?? []) {
    const index = dayNames.findIndex((name) => name.toLowerCase() === d.trim().toLowerCase());
    if (index < 0) fail(messages.invalidDay(d));
    if (days.includes(index)) fail(messages.duplicateDays);
    days.push(index);
  }
  if (frequency === "Weekly" && days.length === 0) fail(messages.weeklyNeedsDay);
  if (byDay && days.length !== 1) fail(messages.byDayNeedsOneDay);
  if (frequency === "Monthly" && recurranceType === "ByDate" && days.length > 0) fail(messages.byDateNoDays);

  const productIds = productKeys.map((k) => productsByKey.get(k)!);
  const notes = notesRaw === undefined || notesRaw === "" ? null : notesRaw;
  const recursOn = byDay ? recursOnRaw : undefined;
  return {
    siteId: site!.id,
    timeZone,
    productIds,
    days,
    times,
    notes,
    frequency,
    recursEvery,
    recurranceType,
    recursOn,
    exclusionDates,
    additionalDates,
    stored: {
      siteId: site!.id,
      productIds,
      days: days.map((d) => dayNames[d]),
      times: times.map((t) => ({
        timeBandId: t.timeBandId,
        dateTimeFrom: formatWall(t.from),
        dateTimeTo: formatWall(t.to),
      })),
      notes,
      frequency,
      recursEvery,
      recurranceType: recurranceType ?? null,
      recursOn: recursOn ?? null,
      exclusionDates,
      additionalDates,
    },
  };
}

/**
 * The declared body of the exception create and replace: the schema documents it; the parse
 * function keeps the spec's order of checks, which needs the database for the unresolved values.
 */
export const scheduleDefinitionInput = {
  schema: exceptionScheduleRequest,
  parse: (raw, ctx) => readScheduleDefinition(ctx.db, raw),
} satisfies InputParser<unknown, ScheduleDefinition>;
