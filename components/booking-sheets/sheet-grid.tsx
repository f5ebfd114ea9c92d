"use client";

import { useRef, useState, type PointerEvent } from "react";
import type { StoredException } from "@/lib/contract/booking-sheets";
import { clashesOnTheDay } from "./day-clash";
import { dayOf } from "./schedule-draft";
import { BookingBlock, DraftBlock, ExceptionBlock, hhmm, minutesOf, type BlockMoves } from "./sheet-blocks";

export { hhmm, minutesOf };
import { formatLongDay } from "@/lib/venue/format";
import type { BookingSheet } from "@/lib/contract/booking-sheets";

/** The visible part of a day on the week view: 06:00 to 23:00. */
export const dayStart = 6 * 60;
export const dayEnd = 23 * 60;
const span = dayEnd - dayStart;
const snap = 15;

const pct = (minutes: number) => `${((Math.min(Math.max(minutes, dayStart), dayEnd) - dayStart) / span) * 100}%`;
const widthPct = (from: number, to: number) => `${((Math.min(to, dayEnd) - Math.max(from, dayStart)) / span) * 100}%`;

/** A block of the draft schedule drawn on the sheet. */
export interface PreviewBlock {
  productId: string;
  date: string;
  from: string; // HH:mm
  to: string; // HH:mm (exclusive)
  state: "ok" | "clash" | "overlap";
}

export interface DragSelection {
  date: string;
  productIds: string[];
  startMinute: number;
  endMinute: number;
}

type Product = BookingSheet["resourceProducts"][number];

interface WeekGridProps {
  sheet: BookingSheet;
  products: Product[];
  dates: string[];
  preview: PreviewBlock[];
  clashingBookingIds: Set<number>;
  clashingExceptionKeys: Set<string>;
  onSelect: (selection: DragSelection) => void;
  onOpenSchedule: (exception: StoredException) => void;
  /** moving and resizing a stored block (the grid adds its axis) */
  blockMoves: (exception: StoredException) => Omit<BlockMoves, "axis" | "span" | "clashes">;
  /** the id of the text that says how to move blocks by keyboard */
  movesHintId: string;
}

export const dayHeading = formatLongDay;

/**
 * The week view: for each day, the resource products as rows over a 06:00-23:00 timeline, with
 * closed hours shaded, bookings, exceptions and the draft's blocks drawn. Dragging across a row
 * (and down over more rows) selects a time range for a new block.
 */
export function WeekGrid({
  sheet,
  products,
  dates,
  preview,
  clashingBookingIds,
  clashingExceptionKeys,
  onSelect,
  onOpenSchedule,
  blockMoves,
  movesHintId,
}: WeekGridProps) {
  type Drag = { date: string; startRow: number; rows: [number, number]; start: number; end: number };
  const [drag, setDragState] = useState<Drag | undefined>();
  // pointer moves are batched by React, so the handlers read the latest drag from a ref
  const dragRef = useRef<Drag | undefined>(undefined);
  const setDrag = (next: Drag | undefined) => {
    dragRef.current = next;
    setDragState(next);
  };

  const minuteAt = (row: HTMLElement, clientX: number) => {
    const rect = row.getBoundingClientRect();
    const raw = dayStart + ((clientX - rect.left) / rect.width) * span;
    return Math.min(dayEnd, Math.max(dayStart, Math.round(raw / snap) * snap));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>, date: string, rowIndex: number) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest("button, [data-booking]")) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const minute = minuteAt(event.currentTarget, event.clientX);
    setDrag({ date, startRow: rowIndex, rows: [rowIndex, rowIndex], start: minute, end: minute });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const minute = minuteAt(event.currentTarget, event.clientX);
    const under = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>("[data-sheet-row]");
    let rows = current.rows;
    if (under && under.dataset.date === current.date) {
      const index = Number(under.dataset.rowIndex);
      rows = [Math.min(current.startRow, index), Math.max(current.startRow, index)];
    }
    setDrag({ ...current, end: minute, rows });
  };
  const onPointerUp = () => {
    const current = dragRef.current;
    setDrag(undefined);
    if (!current) return;
    const startMinute = Math.min(current.start, current.end);
    const endMinute = Math.max(current.start, current.end);
    if (endMinute - startMinute < snap) return;
    onSelect({
      date: current.date,
      productIds: products.slice(current.rows[0], current.rows[1] + 1).map((p) => p.id),
      startMinute,
      endMinute,
    });
  };

  const hours = Array.from({ length: (dayEnd - dayStart) / 60 + 1 }, (_, i) => dayStart + i * 60);

  return (
    <div className="space-y-4 overflow-x-auto">
      {dates.map((date) => {
        const day = dayOf(date);
        return (
          <section
            key={date}
            aria-label={dayHeading(date)}
            className="min-w-[60rem] rounded-md border border-slate-200 dark:border-slate-700"
          >
            <h3 className="flex items-center justify-between border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-sm font-semibold dark:border-slate-700 dark:bg-slate-800">
              {dayHeading(date)}
            </h3>
            <div className="grid grid-cols-[10rem_1fr]">
              <div aria-hidden />
              <div aria-hidden className="relative h-5 text-[11px] text-slate-600 dark:text-slate-300">
                {hours.map((h) => (
                  <span key={h} className="absolute -translate-x-1/2" style={{ left: pct(h) }}>
                    {h % 120 === 0 ? hhmm(h) : ""}
                  </span>
                ))}
              </div>
              {products.map((product, rowIndex) => {
                const opening = product.openingTimes.filter((o) => o.day === day);
                const bookings = sheet.bookings.filter(
                  (b) => b.productId === product.id && b.dateTimeFrom.startsWith(date),
                );
                const exceptions = sheet.exceptions.filter(
                  (e) => e.productId === product.id && e.dateTimeFrom.startsWith(date),
                );
                const blocks = preview.filter((p) => p.productId === product.id && p.date === date);
                const selecting = drag && drag.date === date && rowIndex >= drag.rows[0] && rowIndex <= drag.rows[1];
                return (
                  <div key={product.id} className="contents">
                    <div className="border-t border-slate-200 px-3 py-1.5 text-sm dark:border-slate-700">
                      {product.description}
                    </div>
                    <div
                      data-sheet-row
                      data-date={date}
                      data-row-index={rowIndex}
                      data-product={product.id}
                      aria-label={`${product.description}, ${dayHeading(date)}: drag to block a time range`}
                      role="group"
                      className="relative h-14 cursor-crosshair touch-none border-t border-slate-200 bg-slate-200 select-none dark:border-slate-700 dark:bg-slate-700"
                      onPointerDown={(event) => onPointerDown(event, date, rowIndex)}
                      onPointerMove={onPointerMove}
                      onPointerUp={onPointerUp}
                      onPointerCancel={() => setDrag(undefined)}
                    >
                      {opening.map((o) => (
                        <div
                          key={o.startTime}
                          aria-hidden
                          className="absolute inset-y-0 bg-white dark:bg-slate-900"
                          style={{
                            left: pct(minutesOf(o.startTime)),
                            width: widthPct(minutesOf(o.startTime), minutesOf(o.endTime)),
                          }}
                        />
                      ))}
                      {hours.map((h) => (
                        <div
                          key={h}
                          aria-hidden
                          className="absolute inset-y-0 border-l border-slate-200/70 dark:border-slate-700/70"
                          style={{ left: pct(h) }}
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
                            style={{ left: pct(from), width: widthPct(from, to), top: 2, bottom: 2 }}
                          />
                        );
                      })}
                      {exceptions.map((e) => {
                        const from = minutesOf(e.dateTimeFrom.slice(11, 16));
                        const to = minutesOf(e.dateTimeTo.slice(11, 16)) + 1;
                        const clash = clashingExceptionKeys.has(`${e.productId}|${e.dateTimeFrom}`);
                        return (
                          <ExceptionBlock
                            key={e.id}
                            exception={e}
                            clash={clash}
                            onOpen={() => onOpenSchedule(e)}
                            describedBy={movesHintId}
                            moves={{
                              axis: "x",
                              span,
                              clashes: (startBy, endBy) => clashesOnTheDay(sheet, e, startBy, endBy),
                              ...blockMoves(e),
                            }}
                            style={{ left: pct(from), width: widthPct(from, to), top: 2, bottom: 2 }}
                          />
                        );
                      })}
                      {blocks.map((b) => (
                        <DraftBlock
                          key={`${b.from}-${b.to}`}
                          block={b}
                          className="inset-y-0.5"
                          style={{ left: pct(minutesOf(b.from)), width: widthPct(minutesOf(b.from), minutesOf(b.to)) }}
                        />
                      ))}
                      {selecting && (
                        <div
                          aria-hidden
                          className="absolute inset-y-0 z-40 bg-blue-500/30 ring-2 ring-blue-600"
                          style={{
                            left: pct(Math.min(drag.start, drag.end)),
                            width: widthPct(Math.min(drag.start, drag.end), Math.max(drag.start, drag.end)),
                          }}
                        />
                      )}
                    </div>
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/**
 * Holds the week's space while the sheet loads (six products a day, as the demo sites have), so the
 * page does not jump when it arrives.
 */
export function SheetSkeleton({ days, rows = 6 }: { days: number; rows?: number }) {
  return (
    <div role="status" aria-label="Loading the booking sheet" className="space-y-4">
      {days === 0 ? (
        <div className="h-[42rem] animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" />
      ) : (
        Array.from({ length: days }, (_, d) => (
          <div key={d} className="rounded-md border border-slate-200 dark:border-slate-700">
            <div className="h-8 border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800" />
            <div className="h-5" />
            {Array.from({ length: rows }, (_, r) => (
              <div
                key={r}
                className="h-14 animate-pulse border-t border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
              />
            ))}
          </div>
        ))
      )}
    </div>
  );
}
