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
} from "@frontdesk/lib/domain/booking-sheets/recurrence";
import {
  formatWall,
  parseWallDate,
  parseWallDateTime,
  roundToMinute,
  timeOfDay,
  wallNow,
  type WallMs,
} from "@frontdesk/lib/domain/booking-sheets/wall-clock";

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

/** The body's fields as sent, each of its type (the first kind of check), not yet checked for presence. */
interface RawDefinition {
  siteId?: string;
  productIds?: string[];
  days?: string[];
  times?: RawTimes[];
  notes?: string;
  frequency?: string;
  recursEvery?: number;
  recurranceType?: string;
  recursOn?: number;
  exclusionDates: string[];
  additionalDates: string[];
}

/** Body and types: each field read case-insensitively and of its type, dates parsed. */
function readBodyTypes(rawBody: unknown): RawDefinition {
  if (rawBody === undefined || rawBody === null) fail(messages.bodyRequired);
  if (typeof rawBody !== "object" || Array.isArray(rawBody)) fail(messages.bodyNotObject);
  const body = normaliseKeys(rawBody as Record<string, unknown>);
  const readDates = (key: string, field: string) =>
    [
      ...new Set(
        (optionalStringArray(body, key, field) ?? []).map(
          (v) => parseWallDate(v) ?? fail(messages.invalidDate(field, v)),
        ),
      ),
    ].sort();
  // read in the spec's order of fields: the first of them that fails is the one said
  return {
    siteId: optionalString(body, "siteid", "SiteId"),
    productIds: optionalStringArray(body, "productids", "ProductIds"),
    days: optionalStringArray(body, "days", "Days"),
    times: present(body.times) ? readTimesTypes(body.times) : undefined,
    notes: optionalString(body, "notes", "Notes"),
    frequency: optionalString(body, "frequency", "Frequency"),
    recursEvery: optionalInteger(body, "recursevery", "RecursEvery"),
    recurranceType: optionalString(body, "recurrancetype", "RecurranceType"),
    recursOn: optionalInteger(body, "recurson", "RecursOn"),
    exclusionDates: readDates("exclusiondates", "ExclusionDates"),
    additionalDates: readDates("additionaldates", "AdditionalDates"),
  };
}

/** The `Times` list: objects, each band a string and each date-time one the service reads. */
function readTimesTypes(list: unknown): RawTimes[] {
  if (!Array.isArray(list) || list.some((t) => t === null || typeof t !== "object" || Array.isArray(t)))
    fail(messages.timesNotArray);
  return (list as Record<string, unknown>[]).map((entry) => {
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

/** Missing values: a site, products (none blank, none twice) and times with a band and both date-times. */
function checkMissingValues(raw: RawDefinition) {
  if (isBlank(raw.siteId)) fail(messages.siteRequired);
  const siteId = raw.siteId!.trim();
  const productIds = raw.productIds;
  if (!productIds || productIds.length === 0) fail(messages.productRequired);
  if (productIds!.some((p) => p.trim() === "")) fail(messages.productEmpty);
  const productKeys = productIds!.map((p) => p.trim().toUpperCase());
  if (new Set(productKeys).size !== productKeys.length) fail(messages.duplicateProducts);
  if (!raw.times || raw.times.length === 0) fail(messages.timesRequired);
  for (const t of raw.times!) {
    if (isBlank(t.timeBandId)) fail(messages.timeBandRequired);
    if (!present(t.dateTimeFrom) || isDefaultDate(parseWallDateTime(t.dateTimeFrom!, "UTC")!))
      fail(messages.dateTimeFromRequired);
    if (!present(t.dateTimeTo) || isDefaultDate(parseWallDateTime(t.dateTimeTo!, "UTC")!))
      fail(messages.dateTimeToRequired);
  }
  return { siteId, productIds: productIds!, productKeys, times: raw.times! };
}

/** Unresolved values (three lookups): the site, the resource products and the entry-restricted time bands. */
async function resolveValues(db: Executor, raw: RawDefinition, given: ReturnType<typeof checkMissingValues>) {
  const { siteId, productIds, productKeys, times } = given;
  const site = await firstRowOf<{ id: string; time_zone: string }>(
    db,
    sql`SELECT id, time_zone FROM sites WHERE lower(id) = lower(${siteId}) LIMIT 1`,
  );
  if (!site) fail(messages.unknownSite(raw.siteId!));
  const productRows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM products WHERE kind = 'resource' AND upper(id) = ANY(${pgArray(productKeys, "text")})`,
  );
  const productsByKey = new Map(productRows.map((r) => [r.id.toUpperCase(), r.id]));
  productIds.forEach((p, i) => {
    if (!productsByKey.has(productKeys[i])) fail(messages.unknownProduct(p));
  });
  const bandKeys = [...new Set(times.map((t) => t.timeBandId!.trim().toUpperCase()))];
  const bandRows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM time_bands WHERE entry_restricted AND upper(id) = ANY(${pgArray(bandKeys, "text")})`,
  );
  const bandsByKey = new Map(bandRows.map((r) => [r.id.toUpperCase(), r.id]));
  for (const t of times)
    if (!bandsByKey.has(t.timeBandId!.trim().toUpperCase())) fail(messages.unknownTimeBand(t.timeBandId!));
  return { site: site!, productIds: productKeys.map((k) => productsByKey.get(k)!), bandsByKey };
}

/** Dates, on the site's wall clock: each time in the future, ending after it starts, on a later time of day. */
function wallTimes(times: RawTimes[], timeZone: string, bandsByKey: Map<string, string>, now: Date): TimesEntry[] {
  const localNow = wallNow(timeZone, now);
  return times.map((t) => {
    const from = roundToMinute(parseWallDateTime(t.dateTimeFrom!, timeZone)!);
    const to = roundToMinute(parseWallDateTime(t.dateTimeTo!, timeZone)!);
    if (from <= localNow) fail(messages.fromNotFuture);
    if (to <= from) fail(messages.toNotAfterFrom);
    if (timeOfDay(to) <= timeOfDay(from)) fail(messages.toTimeNotAfterFromTime);
    return { timeBandId: bandsByKey.get(t.timeBandId!.trim().toUpperCase())!, from, to };
  });
}

/** Recurrence fields: frequency, its step, the monthly kind and week, the days, each allowed only where it means something. */
function readRecurrence(raw: RawDefinition): Omit<RecurrenceRule, "times" | "exclusionDates"> {
  let frequency: Frequency = "Daily";
  if (!isBlank(raw.frequency)) {
    const match = (["Daily", "Weekly", "Monthly"] as const).find(
      (f) => f.toLowerCase() === raw.frequency!.trim().toLowerCase(),
    );
    if (!match) fail(messages.invalidFrequency);
    frequency = match!;
  }
  const recursEvery = raw.recursEvery ?? 1;
  if (recursEvery <= 0) fail(messages.recursEveryPositive);
  if (frequency === "Daily" && recursEvery !== 1) fail(messages.dailyRecursEvery);
  let recurranceType: RecurranceType | undefined;
  if (!isBlank(raw.recurranceType)) {
    if (frequency !== "Monthly") fail(messages.recurranceTypeOnlyMonthly);
    const match = (["ByDate", "ByDay"] as const).find(
      (r) => r.toLowerCase() === raw.recurranceType!.trim().toLowerCase(),
    );
    if (!match) fail(messages.invalidRecurranceType);
    recurranceType = match;
  } else if (frequency === "Monthly") fail(messages.recurranceTypeRequired);
  const byDay = frequency === "Monthly" && recurranceType === "ByDay";
  const recursOnRaw = raw.recursOn;
  if (recursOnRaw !== undefined && !byDay) fail(messages.recursOnOnlyByDay);
  if (byDay && recursOnRaw === undefined) fail(messages.recursOnRequired);
  if (byDay && (recursOnRaw! < 1 || recursOnRaw! > 5)) fail(messages.recursOnRange);
  const days: number[] = [];
  for (const d of raw.days ?? []) {
    const index = dayNames.findIndex((name) => name.toLowerCase() === d.trim().toLowerCase());
    if (index < 0) fail(messages.invalidDay(d));
    if (days.includes(index)) fail(messages.duplicateDays);
    days.push(index);
  }
  if (frequency === "Weekly" && days.length === 0) fail(messages.weeklyNeedsDay);
  if (byDay && days.length !== 1) fail(messages.byDayNeedsOneDay);
  if (frequency === "Monthly" && recurranceType === "ByDate" && days.length > 0) fail(messages.byDateNoDays);
  return { frequency, recursEvery, recurranceType, recursOn: byDay ? recursOnRaw : undefined, days };
}

async function readScheduleDefinition(db: Executor, rawBody: unknown, now = new Date()): Promise<ScheduleDefinition> {
  const raw = readBodyTypes(rawBody);
  const given = checkMissingValues(raw);
  const { site, productIds, bandsByKey } = await resolveValues(db, raw, given);
  const timeZone = site.time_zone;
  const times = wallTimes(given.times, timeZone, bandsByKey, now);
  const { frequency, recursEvery, recurranceType, recursOn, days } = readRecurrence(raw);
  const notes = raw.notes === undefined || raw.notes === "" ? null : raw.notes;
  const { exclusionDates, additionalDates } = raw;
  return {
    siteId: site.id,
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
      siteId: site.id,
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
