"use client";

import type { CSSProperties, ReactNode } from "react";
import type { BookingSheet, StoredException } from "@/lib/contract/booking-sheets";

/** Shared by the day and week grids: the blocks drawn on a product's timeline. */

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

type Booking = BookingSheet["bookings"][number];

export const membersPhrase = (count: number) => `${count} ${count === 1 ? "member" : "members"}`;

/** "19:00-20:00, Badminton, 2 members": what a booking block says, in full. */
export function bookingSummary(b: Booking) {
  return `${b.dateTimeFrom.slice(11, 16)}-${b.dateTimeTo.slice(11, 16)}, ${b.activityName ?? "no activity named"}, ${membersPhrase(b.memberCount)}`;
}

/**
 * A hover and focus tooltip with the block's full text. Visual only: the block's accessible name
 * already says the same.
 */
function Tooltip({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden
      className="pointer-events-none absolute top-full left-0 z-50 mt-1 hidden w-max max-w-72 rounded bg-slate-900 px-2 py-1 text-xs leading-snug font-normal whitespace-normal text-white shadow-lg group-hover:block group-focus-visible:block group-focus:block dark:bg-slate-100 dark:text-slate-900"
    >
      {children}
    </span>
  );
}

/**
 * A booking on the sheet: time, activity and member count, wrapping inside the block, in full on
 * hover and keyboard focus.
 */
export function BookingBlock({ booking, clash, style }: { booking: Booking; clash: boolean; style: CSSProperties }) {
  const from = booking.dateTimeFrom.slice(11, 16);
  const to = booking.dateTimeTo.slice(11, 16);
  const full = `${clash ? "Clashes with the draft. " : ""}Booking ${booking.bookingId}: ${bookingSummary(booking)}`;
  return (
    <div
      role="note"
      tabIndex={0}
      aria-label={full}
      data-booking={booking.bookingId}
      data-clash={clash || undefined}
      className={`group absolute rounded focus-visible:z-40 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 ${clash ? "z-20 bg-red-700 font-semibold text-white ring-2 ring-red-900" : "bg-sky-200 text-sky-950 dark:bg-sky-800 dark:text-sky-50"}`}
      style={style}
    >
      <span aria-hidden className="block h-full overflow-hidden px-1 py-0.5 text-[11px] leading-[13px] break-words">
        {clash && "Clash: "}
        {from}-{to} {booking.activityName ?? ""} · {membersPhrase(booking.memberCount)}
      </span>
      <Tooltip>{full}</Tooltip>
    </div>
  );
}

/** A stored exception: opens its schedule; the label wraps, in full on hover and focus. */
export function ExceptionBlock({
  exception,
  clash,
  style,
  label,
  onOpen,
  className = "",
  ...rest
}: {
  exception: StoredException;
  clash: boolean;
  style: CSSProperties;
  /** the accessible name (what it is and what pressing it does) */
  label: string;
  onOpen: () => void;
  className?: string;
} & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "style" | "className">) {
  const from = exception.dateTimeFrom.slice(11, 16);
  const to = hhmm(minutesOf(exception.dateTimeTo.slice(11, 16)) + 1);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      data-exception={exception.id}
      className={`group absolute z-10 rounded text-left text-white focus-visible:z-40 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 ${clash ? "bg-red-700 ring-2 ring-red-900" : "bg-slate-700 hover:bg-slate-800 dark:bg-slate-500"} ${className}`}
      style={style}
      {...rest}
    >
      <span aria-hidden className="block h-full overflow-hidden px-1 py-0.5 text-[11px] leading-[13px] break-words">
        {clash ? "Clash: " : ""}
        {from}-{to} {exception.notes ?? "Blocked"}
      </span>
      <Tooltip>
        {clash ? "Clashes with the draft. " : ""}Blocked {from}-{to}
        {exception.notes ? `: ${exception.notes}` : ""}
      </Tooltip>
    </button>
  );
}
