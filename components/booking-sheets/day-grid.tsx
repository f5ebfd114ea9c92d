"use client";

import { useRef, useState, type PointerEvent } from "react";
import type { StoredException } from "@/lib/contract/booking-sheets";
import type { BookingSheet } from "@/lib/contract/booking-sheets";
import { formatLongDay } from "@/lib/venue/format";
import { clashesOnTheDay } from "./day-clash";
import { dayOf } from "./schedule-draft";
import {
  BookingBlock,
  DraftBlock,
  ExceptionBlock,
  hhmm,
  minutesOf,
  snapMinutes,
  type BlockMoves,
} from "./sheet-blocks";
import { dayEnd, dayStart, type DragSelection } from "./sheet-grid";
import type { PreviewBlock } from "./preview-block";

const span = dayEnd - dayStart;
/** one hour is 3 rem tall: 06:00-23:00 is 51 rem, scrolling inside a box of `dayBoxHeight` */
const hourRem = 3;
export const dayBoxHeight = "h-[32rem]";

const topPct = (minutes: number) => `${((Math.min(Math.max(minutes, dayStart), dayEnd) - dayStart) / span) * 100}%`;
const heightPct = (from: number, to: number) => `${((Math.min(to, dayEnd) - Math.max(from, dayStart)) / span) * 100}%`;

type Product = BookingSheet["resourceProducts"][number];

interface DayGridProps {
  sheet: BookingSheet;
  products: Product[];
  date: string;
  preview: PreviewBlock[];
  clashingBookingIds: Set<number>;
  clashingExceptionKeys: Set<string>;
  onSelect: (selection: DragSelection) => void;
  onOpenSchedule: (exception: StoredException) => void;
  blockMoves: (exception: StoredException) => Omit<BlockMoves, "axis" | "span" | "clashes">;
  movesHintId: string;
}

/**
 * The day view: one column per court or room of the site (its resource products), time down the
 * side, with closed hours shaded and the day's bookings, blocked periods and the draft's blocks in
 * their column. Dragging down a column (and across to more columns) selects a time for a new block.
 * The grid scrolls in its own box, so the page around it stays put.
 */
export function DayGrid({
  sheet,
  products,
  date,
  preview,
  clashingBookingIds,
  clashingExceptionKeys,
  onSelect,
  onOpenSchedule,
  blockMoves,
  movesHintId,
}: DayGridProps) {
  type Drag = { startCol: number; cols: [number, number]; start: number; end: number };
  const [drag, setDragState] = useState<Drag | undefined>();
  // pointer moves are batched by React, so the handlers read the latest drag from a ref
  const dragRef = useRef<Drag | undefined>(undefined);
  const setDrag = (next: Drag | undefined) => {
    dragRef.current = next;
    setDragState(next);
  };
  const minuteAt = (column: HTMLElement, clientY: number) => {
    const rect = column.getBoundingClientRect();
    const raw = dayStart + ((clientY - rect.top) / rect.height) * span;
    return Math.min(dayEnd, Math.max(dayStart, Math.round(raw / snapMinutes) * snapMinutes));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>, col: number) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest("button, [data-booking]")) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const minute = minuteAt(event.currentTarget, event.clientY);
    setDrag({ startCol: col, cols: [col, col], start: minute, end: minute });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const under = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>("[data-sheet-column]");
    const index = under ? Number(under.dataset.colIndex) : current.startCol;
    setDrag({
      ...current,
      end: minuteAt(event.currentTarget, event.clientY),
      cols: [Math.min(current.startCol, index), Math.max(current.startCol, index)],
    });
  };
  const onPointerUp = () => {
    const current = dragRef.current;
    setDrag(undefined);
    if (!current) return;
    const startMinute = Math.min(current.start, current.end);
    const endMinute = Math.max(current.start, current.end);
    if (endMinute - startMinute < snapMinutes) return;
    onSelect({
      date,
      productIds: products.slice(current.cols[0], current.cols[1] + 1).map((p) => p.id),
      startMinute,
      endMinute,
    });
  };

  const day = dayOf(date);
  const hours = Array.from({ length: span / 60 + 1 }, (_, i) => dayStart + i * 60);
  const columns = { gridTemplateColumns: `4rem repeat(${products.length}, minmax(8rem, 1fr))` };
  return (
    <div
      role="region"
      aria-label={`Courts and rooms on ${formatLongDay(date)}`}
      tabIndex={0}
      className={`${dayBoxHeight} overflow-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700`}
    >
      <div className="grid min-w-max" style={columns}>
        <div className="sticky top-0 left-0 z-50 border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800" />
        {products.map((p) => (
          <div
            key={p.id}
            className="sticky top-0 z-40 border-b border-l border-slate-200 bg-slate-50 px-2 py-1.5 text-sm font-semibold dark:border-slate-700 dark:bg-slate-800"
          >
            {p.description}
          </div>
        ))}
        <div
          aria-hidden
          className="sticky left-0 z-30 bg-white text-[11px] text-slate-600 dark:bg-slate-900 dark:text-slate-300"
          style={{ height: `${(span / 60) * hourRem}rem` }}
        >
          <div className="relative h-full">
            {hours.map((h) => (
              <span
                key={h}
                className="absolute right-1 -translate-y-1/2 first:translate-y-0"
                style={{ top: topPct(h) }}
              >
                {hhmm(h)}
              </span>
            ))}
          </div>
        </div>
        {products.map((product, col) => {
          const opening = product.openingTimes.filter((o) => o.day === day);
          const bookings = sheet.bookings.filter((b) => b.productId === product.id && b.dateTimeFrom.startsWith(date));
          const exceptions = sheet.exceptions.filter(
            (e) => e.productId === product.id && e.dateTimeFrom.startsWith(date),
          );
          const blocks = preview.filter((p) => p.productId === product.id && p.date === date);
          const selecting = drag && col >= drag.cols[0] && col <= drag.cols[1];
          return (
            <div
              key={product.id}
              data-sheet-column
              data-date={date}
              data-col-index={col}
              data-product={product.id}
              role="group"
              aria-label={`${product.description}, ${formatLongDay(date)}: drag to block a time range`}
              className="relative cursor-crosshair touch-none border-l border-slate-200 bg-slate-200 select-none dark:border-slate-700 dark:bg-slate-700"
              onPointerDown={(event) => onPointerDown(event, col)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => setDrag(undefined)}
            >
              {opening.map((o) => (
                <div
                  key={o.startTime}
                  aria-hidden
                  className="absolute inset-x-0 bg-white dark:bg-slate-900"
                  style={{
                    top: topPct(minutesOf(o.startTime)),
                    height: heightPct(minutesOf(o.startTime), minutesOf(o.endTime)),
                  }}
                />
              ))}
              {hours.map((h) => (
                <div
                  key={h}
                  aria-hidden
                  className="absolute inset-x-0 border-t border-slate-200/70 dark:border-slate-700/70"
                  style={{ top: topPct(h) }}
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
                    style={{ top: topPct(from), height: heightPct(from, to), left: 2, right: 2 }}
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
                      axis: "y",
                      span,
                      clashes: (startBy, endBy) => clashesOnTheDay(sheet, e, startBy, endBy),
                      ...blockMoves(e),
                    }}
                    style={{ top: topPct(from), height: heightPct(from, to), left: 2, right: 2 }}
                  />
                );
              })}
              {blocks.map((b) => (
                <DraftBlock
                  key={`${b.from}-${b.to}`}
                  block={b}
                  className="inset-x-0.5"
                  style={{ top: topPct(minutesOf(b.from)), height: heightPct(minutesOf(b.from), minutesOf(b.to)) }}
                />
              ))}
              {selecting && (
                <div
                  aria-hidden
                  className="absolute inset-x-0 z-40 bg-blue-500/30 ring-2 ring-blue-600"
                  style={{
                    top: topPct(Math.min(drag.start, drag.end)),
                    height: heightPct(Math.min(drag.start, drag.end), Math.max(drag.start, drag.end)),
                  }}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Holds the day view's box while the sheet loads, so nothing below it moves when it arrives. */
export function DaySkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the booking sheet"
      className={`${dayBoxHeight} overflow-hidden rounded-md border border-slate-200 dark:border-slate-700`}
    >
      <div className="h-8 border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800" />
      <div className="h-full animate-pulse bg-slate-100 dark:bg-slate-800" />
    </div>
  );
}
