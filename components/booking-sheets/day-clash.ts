import type { StoredException } from "@frontdesk/lib/contract/booking-sheets";
import type { BookingSheet, ExceptionUpdateResult } from "@frontdesk/lib/contract/booking-sheets";
import type { Words } from "@/components/ui/catalogue";

/**
 * The instant clash check of a block being dragged on the grid: would its schedule's blocks of
 * that day (every product it blocks), moved by `startBy` and `endBy` minutes, meet a booking or a
 * block of another schedule shown on the sheet? Only that day and what the sheet holds: the
 * platform's dry run checks every date of the schedule once the block is dropped.
 */
export function clashesOnTheDay(
  sheet: Pick<BookingSheet, "bookings" | "exceptions">,
  block: StoredException,
  startBy: number,
  endBy: number,
): boolean {
  const date = block.dateTimeFrom.slice(0, 10);
  const minute = (wall: string, fallback: number) =>
    wall.startsWith(date) ? Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16)) : fallback;
  const start = minute(block.dateTimeFrom, 0) + startBy;
  // a stored block ends a second before its time band's end: 09:59:59 is up to 10:00
  const end = minute(block.dateTimeTo, 24 * 60 - 1) + 1 + endBy;
  const meets = (from: string, to: string, endsEarly: boolean) => {
    if (from > `${date}T23:59:59` || to < `${date}T00:00:00`) return false;
    return minute(from, 0) < end && minute(to, 24 * 60) + (endsEarly ? 1 : 0) > start;
  };
  const products = new Set(
    sheet.exceptions
      .filter((e) => e.scheduleId === block.scheduleId && e.dateTimeFrom.startsWith(date))
      .map((e) => e.productId),
  );
  products.add(block.productId);
  return (
    sheet.bookings.some((b) => products.has(b.productId) && meets(b.dateTimeFrom, b.dateTimeTo, false)) ||
    sheet.exceptions.some(
      (e) =>
        e.scheduleId !== block.scheduleId && products.has(e.productId) && meets(e.dateTimeFrom, e.dateTimeTo, true),
    )
  );
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The counts of a clash check, in the words the Save button's reason and the list share. */
export function clashCounts(
  result: Pick<ExceptionUpdateResult, "existingBookings" | "existingExceptions">,
  dates: number,
  t: Words,
) {
  const bookings = new Set(result.existingBookings.map((b) => b.bookingId)).size;
  const periods = result.existingExceptions.length;
  const what =
    bookings && periods
      ? t("clashes.bookingsAndPeriods", {
          bookings: t("clashes.bookings", { count: bookings }),
          periods: t("clashes.periods", { count: periods }),
        })
      : bookings
        ? t("clashes.bookings", { count: bookings })
        : t("clashes.periods", { count: periods });
  return t("clashes.onDates", { what, dates });
}
