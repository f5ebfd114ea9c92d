import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";

/** int32 ids from a path segment; undefined when it is not a positive whole number. */
export function parseId(raw: string | undefined | null): number | undefined {
  if (raw === undefined || raw === null || !/^\+?\d{1,10}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value > 0 && value <= 2_147_483_647 ? value : undefined;
}

/** A query value by name, matched case-insensitively as the original service binds them; "" counts as omitted. */
export function queryValue(query: URLSearchParams, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of query) if (key.toLowerCase() === wanted) return value.trim() === "" ? undefined : value.trim();
  return undefined;
}

/** A whole number, or undefined when the text is not one. */
export function parseWholeNumber(raw: string): number | undefined {
  return /^[+-]?\d+$/.test(raw) ? Number(raw) : undefined;
}

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,7})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** An ISO 8601 date or date-time; no offset means UTC (Conventions: times are UTC). */
export function parseDateTime(raw: string): Date | undefined {
  const m = dateTimePattern.exec(raw);
  if (!m) return undefined;
  const [, y, mo, d, h = "00", mi = "00", s = "00", frac = "", zone = "Z"] = m;
  const offset = zone.toUpperCase() === "Z" ? "Z" : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const text = `${y}-${mo}-${d}T${h}:${mi}:${s}${frac.slice(0, 4)}${offset}`;
  const value = new Date(text);
  if (Number.isNaN(value.getTime())) return undefined;
  // reject rolled-over dates such as 2025-02-30
  const check = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  if (check.getUTCMonth() + 1 !== Number(mo) || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  return value;
}

/** yyyy-MM-ddTHH:mm:ss in UTC. */
export const formatDateTime = (value: Date) => value.toISOString().slice(0, 19);

/** Rows of a raw statement on either driver (PGlite and node-postgres both answer { rows }). */
export async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}


/** The SQL text of an ISO timestamp as JSON carries it (yyyy-MM-ddTHH:mm:ss.SSSZ). */
export const isoText = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
