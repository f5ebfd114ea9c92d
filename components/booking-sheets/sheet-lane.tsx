"use client";

import { useRef, useState, type PointerEvent } from "react";
import type { BookingSheet, StoredException } from "@frontdesk/lib/contract/booking-sheets";
import { formatLongDay } from "@frontdesk/lib/venue/format";
import { clashesOnTheDay } from "./day-clash";
import { dayOf } from "./sheet-range";
import { BookingBlock, DraftBlock, ExceptionBlock, type BlockMoves } from "./sheet-blocks";
import {
  along,
  at,
  dayEnd,
  dayStart,
  daySpan,
  hours,
  minutesOf,
  snapMinutes,
  type Axis,
  type DragSelection,
  type SheetProduct,
} from "./sheet-geometry";
import type { PreviewBlock } from "./preview-block";
import { useTranslations } from "@/components/ui/catalogue";

/** What a lane looks like on each axis (class names in full, for Tailwind). */
const look = {
  x: {
    lane: "h-14 border-t",
    fill: "inset-y-0",
    line: "inset-y-0 border-l",
    draft: "inset-y-0.5",
    inset: { top: 2, bottom: 2 },
    dataset: "data-sheet-row",
  },
  y: {
    lane: "border-l",
    fill: "inset-x-0",
    line: "inset-x-0 border-t",
    draft: "inset-x-0.5",
    inset: { left: 2, right: 2 },
    dataset: "data-sheet-column",
  },
} as const;

type Drag = { date: string; first: number; lanes: [number, number]; start: number; end: number };

/**
 * Dragging out a time range: down on a lane, along it (and across to more lanes of the same day),
 * released as a selection of 15 minutes or more.
 */
export function useLaneDrag(axis: Axis, products: SheetProduct[], onSelect: (selection: DragSelection) => void) {
  const [drag, setDragState] = useState<Drag | undefined>();
  // pointer moves are batched by React, so the handlers read the latest drag from a ref
  const dragRef = useRef<Drag | undefined>(undefined);
  const setDrag = (next: Drag | undefined) => {
    dragRef.current = next;
    setDragState(next);
  };
  const minuteAt = (lane: HTMLElement, event: PointerEvent) => {
    const rect = lane.getBoundingClientRect();
    const along = axis === "x" ? (event.clientX - rect.left) / rect.width : (event.clientY - rect.top) / rect.height;
    const raw = dayStart + along * daySpan;
    return Math.min(dayEnd, Math.max(dayStart, Math.round(raw / snapMinutes) * snapMinutes));
  };
  return {
    drag,
    onPointerDown: (event: PointerEvent<HTMLDivElement>, date: string, lane: number) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest("button, [data-booking]")) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      const minute = minuteAt(event.currentTarget, event);
      setDrag({ date, first: lane, lanes: [lane, lane], start: minute, end: minute });
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const current = dragRef.current;
      if (!current) return;
      const under = document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>(`[${look[axis].dataset}]`);
      let lanes = current.lanes;
      if (under && under.dataset.date === current.date) {
        const index = Number(under.dataset.lane);
        lanes = [Math.min(current.first, index), Math.max(current.first, index)];
      }
      setDrag({ ...current, end: minuteAt(event.currentTarget, event), lanes });
    },
    onPointerUp: () => {
      const current = dragRef.current;
      setDrag(undefined);
      if (!current) return;
      const startMinute = Math.min(current.start, current.end);
      const endMinute = Math.max(current.start, current.end);
      if (endMinute - startMinute < snapMinutes) return;
      onSelect({
        date: current.date,
        productIds: products.slice(current.lanes[0], current.lanes[1] + 1).map((p) => p.id),
        startMinute,
        endMinute,
      });
    },
    onPointerCancel: () => setDrag(undefined),
  };
}
type LaneDrag = ReturnType<typeof useLaneDrag>;

export interface LaneProps {
  sheet: BookingSheet;
  preview: PreviewBlock[];
  clashingBookingIds: Set<number>;
  clashingExceptionKeys: Set<string>;
  onOpenSchedule: (exception: StoredException) => void;
  /** moving and resizing a stored block (the lane adds its axis) */
  blockMoves: (exception: StoredException) => Omit<BlockMoves, "axis" | "span" | "clashes">;
  /** the id of the text that says how to move blocks by keyboard */
  movesHintId: string;
}

/**
 * One product's day as a timeline along the axis: closed hours shaded, hour lines, the day's
 * bookings, blocked periods and the draft's blocks, and the range being dragged out.
 */
export function SheetLane({
  axis,
  product,
  date,
  index,
  drag,
  sheet,
  preview,
  clashingBookingIds,
  clashingExceptionKeys,
  onOpenSchedule,
  blockMoves,
  movesHintId,
}: LaneProps & { axis: Axis; product: SheetProduct; date: string; index: number; drag: LaneDrag }) {
  const t = useTranslations("BookingSheets");
  const { lane, fill, line, draft, inset, dataset } = look[axis];
  const day = dayOf(date);
  const opening = product.openingTimes.filter((o) => o.day === day);
  const bookings = sheet.bookings.filter((b) => b.productId === product.id && b.dateTimeFrom.startsWith(date));
  const exceptions = sheet.exceptions.filter((e) => e.productId === product.id && e.dateTimeFrom.startsWith(date));
  const blocks = preview.filter((p) => p.productId === product.id && p.date === date);
  const selected = drag.drag;
  const selecting = selected && selected.date === date && index >= selected.lanes[0] && index <= selected.lanes[1];
  return (
    <div
      {...{ [dataset]: "" }}
      data-date={date}
      data-lane={index}
      data-product={product.id}
      role="group"
      aria-label={t("laneLabel", { product: product.description, day: formatLongDay(date) })}
      className={`relative ${lane} cursor-crosshair touch-none border-slate-200 bg-slate-200 select-none dark:border-slate-700 dark:bg-slate-700`}
      onPointerDown={(event) => drag.onPointerDown(event, date, index)}
      onPointerMove={drag.onPointerMove}
      onPointerUp={drag.onPointerUp}
      onPointerCancel={drag.onPointerCancel}
    >
      {opening.map((o) => (
        <div
          key={o.startTime}
          aria-hidden
          className={`absolute ${fill} bg-white dark:bg-slate-900`}
          style={along(axis, minutesOf(o.startTime), minutesOf(o.endTime))}
        />
      ))}
      {hours.map((h) => (
        <div
          key={h}
          aria-hidden
          className={`absolute ${line} border-slate-200/70 dark:border-slate-700/70`}
          style={at(axis, h)}
        />
      ))}
      {bookings.map((b) => {
        const from = minutesOf(b.dateTimeFrom.slice(11, 16));
        const to = b.dateTimeTo.startsWith(date) ? minutesOf(b.dateTimeTo.slice(11, 16)) : dayEnd;
        return (
          <BookingBlock
            key={b.bookingId}
            booking={b}
            clash={clashingBookingIds.has(b.bookingId)}
            style={{ ...along(axis, from, to), ...inset }}
          />
        );
      })}
      {exceptions.map((e) => {
        const from = minutesOf(e.dateTimeFrom.slice(11, 16));
        const to = minutesOf(e.dateTimeTo.slice(11, 16)) + 1;
        return (
          <ExceptionBlock
            key={e.id}
            exception={e}
            clash={clashingExceptionKeys.has(`${e.productId}|${e.dateTimeFrom}`)}
            onOpen={() => onOpenSchedule(e)}
            describedBy={movesHintId}
            moves={{
              axis,
              span: daySpan,
              clashes: (startBy, endBy) => clashesOnTheDay(sheet, e, startBy, endBy),
              ...blockMoves(e),
            }}
            style={{ ...along(axis, from, to), ...inset }}
          />
        );
      })}
      {blocks.map((b) => (
        <DraftBlock
          key={`${b.from}-${b.to}`}
          block={b}
          className={draft}
          style={along(axis, minutesOf(b.from), minutesOf(b.to))}
        />
      ))}
      {selecting && (
        <div
          aria-hidden
          className={`absolute ${fill} z-40 bg-blue-500/30 ring-2 ring-blue-600`}
          style={along(axis, Math.min(selected.start, selected.end), Math.max(selected.start, selected.end))}
        />
      )}
    </div>
  );
}
