"use client";

import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { Users } from "lucide-react";
import type { StoredException } from "@frontdesk/lib/contract/booking-sheets";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import type { PreviewBlock } from "./preview-block";
import { hhmm, minutesOf, snapMinutes, type Axis } from "./sheet-geometry";
import { useTranslations, type Words } from "@/components/ui/catalogue";

/** Shared by the day and week grids: the blocks drawn on a product's timeline. */

type Booking = BookingSheet["bookings"][number];

const membersPhrase = (count: number, t: Words) => t("blocks.members", { count });

/** "19:00-20:00, Badminton, 2 members": what a booking block says, in full. */
function bookingSummary(b: Booking, t: Words) {
  return `${b.dateTimeFrom.slice(11, 16)}-${b.dateTimeTo.slice(11, 16)}, ${b.activityName ?? t("blocks.noActivity")}, ${membersPhrase(b.memberCount, t)}`;
}

/** "Badm." for a name too long for a narrow block; the full name is in the tooltip and the accessible name. */
const shortName = (name: string) => (name.length <= 6 ? name : `${name.slice(0, 4)}.`);

/**
 * What a block says, readable at any width: the block is a size container, and its label
 * drops to the start time and a short name on a narrow block, the time range and full name on one
 * line or stacked when there is room. Visual only: the block's accessible name says it all.
 */
function BlockLabel({
  time,
  start,
  what,
  short,
  count,
  extra,
  whatFirst = false,
}: {
  time: string;
  start: string;
  what: string;
  short: string;
  count?: number;
  /** notes: shown when the block is wide enough, else only in the tooltip */
  extra?: string;
  /** "Blocked" before the time, in the order of the block's accessible name */
  whatFirst?: boolean;
}) {
  const t = useTranslations("BookingSheets");
  const timePart = (
    <>
      <span data-label-part className="block whitespace-nowrap @max-[5.5rem]:hidden">
        {time}
      </span>
      <span data-label-part className="block whitespace-nowrap @min-[5.5rem]:hidden">
        {start}
      </span>
    </>
  );
  const whatPart = (
    <>
      <span data-label-part className="block whitespace-nowrap @max-[9rem]:hidden">
        {what}
      </span>
      <span data-label-part className="block whitespace-nowrap @min-[9rem]:hidden">
        {short}
      </span>
    </>
  );
  return (
    <span
      aria-hidden
      data-block-label
      className="block h-full overflow-hidden px-0.5 py-0.5 text-[11px] leading-3 @min-[5.5rem]:px-1"
    >
      {/* spaces between the parts: the visible text must read as the accessible name does ("Blocked 07:00") */}
      {whatFirst && whatPart} {timePart} {!whatFirst && whatPart}{" "}
      {count !== undefined && (
        <span data-label-part className="block whitespace-nowrap">
          <span className="@max-[5.5rem]:hidden">{membersPhrase(count, t)}</span>
          <span className="inline-flex items-center gap-0.5 @min-[5.5rem]:hidden">
            <Users aria-hidden className="size-3" />
            {count}
          </span>
        </span>
      )}
      {extra && <span className="block truncate @max-[9rem]:hidden"> {extra}</span>}
    </span>
  );
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
  const t = useTranslations("BookingSheets");
  const full = `${clash ? t("blocks.clashesWithDraft") : ""}${t("blocks.booking", { id: booking.bookingId, summary: bookingSummary(booking, t) })}`;
  return (
    <div
      role="note"
      tabIndex={0}
      aria-label={full}
      data-booking={booking.bookingId}
      data-clash={clash || undefined}
      className={`group @container absolute rounded focus-visible:z-40 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 ${clash ? "z-20 bg-red-700 font-semibold text-white ring-2 ring-red-900" : "bg-sky-200 text-sky-950 dark:bg-sky-800 dark:text-sky-50"}`}
      style={style}
    >
      <BlockLabel
        time={`${from}-${to}`}
        start={from}
        what={clash ? t("blocks.clash") : (booking.activityName ?? t("blocks.bookingWord"))}
        short={clash ? t("blocks.clash") : shortName(booking.activityName ?? t("blocks.bookingWord"))}
        count={booking.memberCount}
      />
      <Tooltip>{full}</Tooltip>
    </div>
  );
}

/** How a block is moved or resized on the grid: minutes added to its start and to its end. */
export interface BlockMoves {
  /** along the timeline: x on the week view (rows), y on the day view (columns) */
  axis: Axis;
  /** minutes the timeline shows (its length in pixels is read from the block's parent) */
  span: number;
  onAdjust: (startBy: number, endBy: number) => void;
  /** while dragging: would the block, moved so, meet a booking or another schedule's block that day (the live check) */
  clashes?: (startBy: number, endBy: number) => boolean;
  /** Enter after a move: true when it saved (or tried to), so Enter does not also open */
  onCommit: () => boolean;
  onCancel: () => void;
}

const edgePixels = 8;

type Drag = { mode: "move" | "resize"; origin: number; perMinute: number; by: number };

/**
 * A block's moves by pointer and keyboard: dragged, it moves (or, from its far edge, resizes) by 15-minute
 * steps; arrows move it and Shift+arrows resize it, Enter saves and Escape cancels. A click opens it, unless
 * it ends a drag.
 */
function useBlockDrag(moves: BlockMoves, onOpen: () => void) {
  const [drag, setDragState] = useState<Drag | undefined>();
  // pointer moves are rendered later than they arrive (React batches them), so the release reads
  // the latest drag from a ref, not from the last render: else a quick drag is lost or cut short
  const dragRef = useRef<Drag | undefined>(undefined);
  const setDrag = (next: Drag | undefined) => {
    dragRef.current = next;
    setDragState(next);
  };
  const dragged = useRef(false);
  const x = moves.axis === "x";

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const track = event.currentTarget.parentElement!.getBoundingClientRect();
    const resize = x ? event.clientX > rect.right - edgePixels : event.clientY > rect.bottom - edgePixels;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragged.current = false;
    setDrag({
      mode: resize ? "resize" : "move",
      origin: x ? event.clientX : event.clientY,
      perMinute: (x ? track.width : track.height) / moves.span,
      by: 0,
    });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const by =
      Math.round(((x ? event.clientX : event.clientY) - current.origin) / current.perMinute / snapMinutes) *
      snapMinutes;
    if (by !== current.by) setDrag({ ...current, by });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerMove(event);
    const current = dragRef.current;
    if (!current) return;
    setDrag(undefined);
    if (current.by === 0) return;
    // the click that follows the release must not open the schedule as well
    dragged.current = true;
    if (current.mode === "move") moves.onAdjust(current.by, current.by);
    else moves.onAdjust(0, current.by);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const back = x ? "ArrowLeft" : "ArrowUp";
    const forward = x ? "ArrowRight" : "ArrowDown";
    if (event.key === back || event.key === forward) {
      event.preventDefault();
      const by = event.key === back ? -snapMinutes : snapMinutes;
      if (event.shiftKey) moves.onAdjust(0, by);
      else moves.onAdjust(by, by);
    } else if (event.key === "Enter") {
      if (moves.onCommit()) event.preventDefault();
    } else if (event.key === "Escape") {
      moves.onCancel();
    }
  };

  const handlers = {
    onClick: () => {
      if (dragged.current) dragged.current = false;
      else onOpen();
    },
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: () => setDrag(undefined),
    onKeyDown,
  };
  return { drag, handlers };
}

/**
 * A stored exception: opens its schedule. Dragged, it moves (or, from its far edge, resizes) by
 * 15-minute steps; from the keyboard, arrows move it and Shift+arrows resize it, Enter saves and
 * Escape cancels. The label wraps, in full on hover and focus.
 */
export function ExceptionBlock({
  exception,
  clash,
  style,
  describedBy,
  onOpen,
  moves,
}: {
  exception: StoredException;
  clash: boolean;
  style: CSSProperties;
  describedBy?: string;
  onOpen: () => void;
  moves: BlockMoves;
}) {
  const t = useTranslations("BookingSheets");
  const from = exception.dateTimeFrom.slice(11, 16);
  const to = hhmm(minutesOf(exception.dateTimeTo.slice(11, 16)) + 1);
  // the accessible name holds the visible text as it reads
  const blocked = t("blocks.blocked");
  const visible = `${from}-${to} ${exception.notes ?? blocked}${clash ? t("blocks.clashSuffix") : ""}`;
  const x = moves.axis === "x";
  const { drag, handlers } = useBlockDrag(moves, onOpen);

  const shifted = drag && drag.by !== 0 ? drag.by * drag.perMinute : 0;
  // while dragged: the times it would take, and whether they meet a booking or another block that day
  const startBy = drag?.mode === "move" ? drag.by : 0;
  const endBy = drag?.by ?? 0;
  const dragging = !!drag && drag.by !== 0;
  const dragClash = dragging && !!moves.clashes?.(startBy, endBy);
  const shown = dragging
    ? `${hhmm(minutesOf(from) + startBy)}-${hhmm(minutesOf(to) + endBy)} ${dragClash ? t("blocks.clash") : (exception.notes ?? blocked)}`
    : visible;
  const size = x ? "width" : "height";
  const ghost: CSSProperties =
    drag?.mode === "move"
      ? { transform: x ? `translateX(${shifted}px)` : `translateY(${shifted}px)` }
      : drag
        ? { [size]: `calc(${style[size]} + ${shifted}px)` }
        : {};
  return (
    <button
      type="button"
      {...handlers}
      aria-label={t("blocks.blockedOpen", { block: visible })}
      aria-describedby={describedBy}
      data-exception={exception.id}
      className={`group @container absolute z-10 touch-none rounded text-left text-white focus-visible:z-40 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 cursor-grab ${drag ? "z-40 opacity-90 ring-2 ring-blue-600" : ""} ${clash || dragClash ? "bg-red-700 ring-2 ring-red-900" : "bg-slate-700 hover:bg-slate-800 dark:bg-slate-500"}`}
      style={{ ...style, ...ghost }}
      data-drag-clash={dragging ? String(dragClash) : undefined}
    >
      <BlockLabel
        time={dragging ? shown.slice(0, 11) : `${from}-${to}`}
        start={dragging ? shown.slice(0, 5) : from}
        what={dragClash ? t("blocks.clash") : blocked}
        short={dragClash ? t("blocks.clash") : blocked}
        whatFirst
        extra={exception.notes ?? undefined}
      />
      {/* the far edge: drag it to change the length */}
      <span
        aria-hidden
        className={`absolute ${x ? "inset-y-0 right-0 w-2 cursor-ew-resize" : "inset-x-0 bottom-0 h-2 cursor-ns-resize"}`}
      />
      <Tooltip>
        {clash ? t("blocks.clashesWithDraft") : ""}
        {t("blocks.blockedTimes", { from, to })}
        {exception.notes ? `: ${exception.notes}` : ""}
      </Tooltip>
    </button>
  );
}

/** A block of the draft on the grid: new, overlapping another time of the draft, or clashing (the live preview). */
export function DraftBlock({
  block: b,
  className,
  style,
}: {
  block: PreviewBlock;
  className: string;
  style: CSSProperties;
}) {
  const t = useTranslations("BookingSheets");
  return (
    <div
      data-preview-block={b.state}
      title={t(`blocks.draft.${b.state}`, { from: b.from, to: b.to })}
      className={`pointer-events-none absolute z-30 rounded border-2 border-dashed text-[11px] leading-[13px] font-semibold ${className} ${
        b.state === "clash"
          ? "border-red-700 bg-red-100/80 text-red-900"
          : b.state === "overlap"
            ? "border-amber-600 bg-amber-100/80 text-amber-950"
            : "border-emerald-700 bg-emerald-100/80 text-emerald-950"
      }`}
      style={style}
    >
      <span className="px-1">
        {b.state === "clash" ? t("blocks.clash") : b.state === "overlap" ? t("blocks.overlap") : t("newBlock")}
      </span>
    </div>
  );
}
