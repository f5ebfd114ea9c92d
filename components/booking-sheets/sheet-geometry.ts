import type { CSSProperties } from "react";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";

/**
 * The timeline the day and week grids share (a leaf: the grid, its lanes and its blocks all read it).
 * `axis` is the direction time runs: x on the week view (days of rows), y on the day view (columns).
 */
export type Axis = "x" | "y";

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The visible part of a day: 06:00 to 23:00, in 15-minute steps. */
export const dayStart = 6 * 60;
export const dayEnd = 23 * 60;
export const daySpan = dayEnd - dayStart;
export const snapMinutes = 15;

/** How far into the visible day a time is, as a percentage of the lane. */
export const offset = (minutes: number) =>
  `${((Math.min(Math.max(minutes, dayStart), dayEnd) - dayStart) / daySpan) * 100}%`;
const length = (from: number, to: number) => `${((Math.min(to, dayEnd) - Math.max(from, dayStart)) / daySpan) * 100}%`;

/** A stretch of the day placed along the axis: left and width (x), top and height (y). */
export const along = (axis: Axis, from: number, to: number): CSSProperties =>
  axis === "x" ? { left: offset(from), width: length(from, to) } : { top: offset(from), height: length(from, to) };

/** A point of the day on the axis (an hour line, an hour label). */
export const at = (axis: Axis, minutes: number): CSSProperties =>
  axis === "x" ? { left: offset(minutes) } : { top: offset(minutes) };

/** The hours of the visible day, 06:00 to 23:00. */
export const hours = Array.from({ length: daySpan / 60 + 1 }, (_, i) => dayStart + i * 60);

export type SheetProduct = BookingSheet["resourceProducts"][number];

/** A time range dragged out over one or more products of a day. */
export interface DragSelection {
  date: string;
  productIds: string[];
  startMinute: number;
  endMinute: number;
}
