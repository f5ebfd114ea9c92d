import { LRUCache } from "lru-cache";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/**
 * ProspectInteraction.nextActionDate is "stored in the operator's local time zone". The operator
 * of this sandbox is in the UK: the column holds that zone's wall clock (no offset), and reads
 * give it back as an ISO date-time with the zone's offset at that date (+00:00 or +01:00).
 */
const operatorTimeZone = "Europe/London";

const offsetPattern = /(Z|[+-]\d{2}:?\d{2})$/i;
const isoPattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * An instant from an ISO 8601 date-time. With an explicit offset (as the spec asks) it is that
 * instant; without one it is read as the operator zone's wall clock. undefined when unparseable.
 */
export function parseInstant(value: string): Date | undefined {
  const text = value.trim();
  if (!isoPattern.test(text)) return undefined;
  const [datePart, rest = "00:00:00"] = text.split(/T/i);
  const timePart = rest.replace(offsetPattern, "");
  const [y, mo, d] = datePart.split("-").map(Number);
  const [h, mi, sFull = "0"] = timePart.split(":");
  const seconds = Number(sFull);
  if (
    mo < 1 ||
    mo > 12 ||
    d < 1 ||
    d > new Date(Date.UTC(y, mo, 0)).getUTCDate() ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    seconds >= 60
  )
    return undefined;
  if (offsetPattern.test(rest) && text.includes("T")) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const local = new TZDate(
    y,
    mo - 1,
    d,
    Number(h),
    Number(mi),
    Math.floor(seconds),
    Math.round((seconds % 1) * 1000),
    operatorTimeZone,
  );
  return new Date(local.getTime());
}

/** The operator zone's wall clock of an instant, as the column stores it: yyyy-MM-dd HH:mm:ss.SSS */
export function toOperatorWallClock(instant: Date): string {
  return format(new TZDate(instant, operatorTimeZone), "yyyy-MM-dd HH:mm:ss.SSS");
}

/**
 * Wall clocks already turned into ISO date-times. A TZDate and its format cost about 0.05 ms, and a
 * board page turns some 80 interactions' dates, mostly the same ones again and again (7 of
 * the board page's 80 ms of CPU). Bounded: the least recently used go first.
 */
const isoByWallClock = new LRUCache<string, { iso: string | null }>({ max: 10_000 });

/** A stored wall clock ("yyyy-MM-dd HH:mm:ss[.ffffff]") as an ISO date-time with the zone's offset at that date. */
export function fromOperatorWallClock(stored: string | null): string | null {
  if (!stored) return null;
  let kept = isoByWallClock.get(stored);
  if (!kept) isoByWallClock.set(stored, (kept = { iso: wallClockToIso(stored) }));
  return kept.iso;
}

function wallClockToIso(stored: string): string | null {
  const m = stored.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?/);
  if (!m) return null;
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, "0")) : 0;
  const local = new TZDate(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6]),
    ms,
    operatorTimeZone,
  );
  return format(local, ms ? "yyyy-MM-dd'T'HH:mm:ss.SSSxxx" : "yyyy-MM-dd'T'HH:mm:ssxxx");
}
