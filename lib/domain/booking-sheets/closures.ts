/**
 * Closures that meet bookings, pure: the clashes of a dry run as rows by date, the dates
 * to skip so the closure saves, the note that records them, and the call list as CSV.
 */
import { formatWall, type WallMs } from "./wall-clock";
import { storedTo, type Occurrence } from "./recurrence";

interface ClashRow {
  kind: "booking" | "exception";
  /** yyyy-MM-dd of the clash's start */
  date: string;
  /** HH:mm */
  from: string;
  to: string;
  productId: string;
  bookingId?: number;
  timeBandId?: string;
}

/** What a dry run's answer says of the clashes (the contract's exceptionUpdateResult has these and more). */
interface DryRunClashes {
  existingBookings: { bookingId: number; dateTimeFrom: string; dateTimeTo: string; productId: string }[];
  existingExceptions: { dateTimeFrom: string; dateTimeTo: string; timeBandId: string; productId: string }[];
}

const hhmm = (wall: string) => wall.slice(11, 16);
/** a stored end (one second before the end) shown as the end of the minute */
const shownEnd = (wall: string) => (wall.endsWith(":59") ? formatWall(Date.parse(`${wall}Z`) + 1000) : wall);

/** Every clash of a dry run, bookings and other schedules' blocks, by date, time and product. */
export function clashRows(result: DryRunClashes): ClashRow[] {
  const rows: ClashRow[] = [
    ...result.existingBookings.map((b) => ({
      kind: "booking" as const,
      date: b.dateTimeFrom.slice(0, 10),
      from: hhmm(b.dateTimeFrom),
      to: hhmm(b.dateTimeTo),
      productId: b.productId,
      bookingId: b.bookingId,
    })),
    ...result.existingExceptions.map((e) => ({
      kind: "exception" as const,
      date: e.dateTimeFrom.slice(0, 10),
      from: hhmm(e.dateTimeFrom),
      to: hhmm(shownEnd(e.dateTimeTo)),
      productId: e.productId,
      timeBandId: e.timeBandId,
    })),
  ];
  return rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.from.localeCompare(b.from) ||
      a.productId.localeCompare(b.productId) ||
      (a.bookingId ?? 0) - (b.bookingId ?? 0),
  );
}

const wallMs = (text: string): WallMs => Date.parse(`${text}Z`);

/**
 * The occurrence dates that meet a clash on one of the products: skipping them (exclusionDates)
 * leaves a closure that saves. An occurrence meets a booking that starts before its end and ends
 * after its start, and a block that starts before its end and ends at or after its start (the
 * platform's rules, clashes.ts).
 */
export function clashingDates(occurrences: Occurrence[], productIds: string[], result: DryRunClashes): string[] {
  const products = new Set(productIds);
  const spans = [
    ...result.existingBookings.map((b) => ({
      productId: b.productId,
      from: wallMs(b.dateTimeFrom),
      to: wallMs(b.dateTimeTo),
      touching: false,
    })),
    ...result.existingExceptions.map((e) => ({
      productId: e.productId,
      from: wallMs(e.dateTimeFrom),
      to: wallMs(e.dateTimeTo),
      touching: true,
    })),
  ].filter((s) => products.has(s.productId));
  const dates = new Set<string>();
  for (const o of occurrences) {
    const end = storedTo(o);
    if (spans.some((s) => s.from <= end && (s.touching ? s.to >= o.from : s.to > o.from))) dates.add(o.date);
  }
  return [...dates].sort();
}

/** The notes of a closure saved without some dates: what was there, then the dates skipped. */
export function notesWithSkipped(notes: string, dates: string[]): string {
  if (dates.length === 0) return notes;
  const skipped = `Skipped for clashes: ${dates.join(", ")}.`;
  return notes.trim() ? `${notes.trim()} ${skipped}` : skipped;
}

export interface CallListRow {
  bookingId: number;
  date: string;
  time: string;
  product: string;
  member: string;
  phone: string;
}

/** A CSV cell: quoted when needed, and a leading =, +, - or @ made inert for spreadsheets. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The call list as CSV (RFC 4180, CRLF), with its header. */
export function callListCsv(rows: CallListRow[]): string {
  const header = ["Booking ID", "Date", "Time", "Product", "Member", "Phone"];
  return [header, ...rows.map((r) => [r.bookingId, r.date, r.time, r.product, r.member, r.phone])]
    .map((line) => line.map(cell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
