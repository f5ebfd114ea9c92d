import { formatMonthYear, formatLongDay } from "@frontdesk/lib/venue/format";
import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";
import type { z } from "zod";
import type { dayName } from "@frontdesk/lib/contract/booking-sheets";
import type { Words } from "@/components/ui/catalogue";

/** What the booking sheet shows: a day (its courts and rooms as columns), a week (Monday first) or a month (whole weeks around it). */
export type SheetView = "day" | "week" | "month";
export const sheetViews: SheetView[] = ["day", "week", "month"];

/** Day name of a yyyy-MM-dd date. */
export const dayOf = (isoDate: string): z.infer<typeof dayName> =>
  (["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const)[
    new Date(`${isoDate}T00:00:00Z`).getUTCDay()
  ];

/** The Monday of a date's week (yyyy-MM-dd). */
export const mondayOf = (date: string) => addCalendarDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The dates the sheet reads and draws for a view around `anchor`. */
export function visibleRange(view: SheetView, anchor: string) {
  if (view === "day") return { from: anchor, to: anchor };
  if (view === "week") {
    const from = mondayOf(anchor);
    return { from, to: addCalendarDays(from, 6) };
  }
  const first = `${anchor.slice(0, 8)}01`;
  const last = new Date(Date.UTC(+anchor.slice(0, 4), +anchor.slice(5, 7), 0)).toISOString().slice(0, 10);
  const from = mondayOf(first);
  return { from, to: addCalendarDays(mondayOf(last), 6) };
}

export const datesBetween = (from: string, to: string) => {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addCalendarDays(d, 1)) dates.push(d);
  return dates;
};

/** The anchor one view earlier (-1) or later (1). */
export function stepped(view: SheetView, anchor: string, direction: -1 | 1) {
  if (view !== "month") return addCalendarDays(anchor, (view === "week" ? 7 : 1) * direction);
  return new Date(Date.UTC(+anchor.slice(0, 4), +anchor.slice(5, 7) - 1 + direction, 1)).toISOString().slice(0, 10);
}

/** The heading over the sheet: "Wednesday 9 December", "Week of Monday 7 December", "December 2026". */
export function viewTitle(view: SheetView, anchor: string, t: Words) {
  if (view === "day") return formatLongDay(anchor);
  return view === "week"
    ? t("weekOf", { day: formatLongDay(visibleRange(view, anchor).from) })
    : formatMonthYear(`${anchor.slice(0, 8)}15`);
}
