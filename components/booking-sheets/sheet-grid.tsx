"use client";

import type { ReactNode } from "react";
import { formatLongDay } from "@frontdesk/lib/venue/format";
import { at, daySpan, hhmm, hours, type Axis, type DragSelection, type SheetProduct } from "./sheet-geometry";
import { SheetLane, useLaneDrag, type LaneProps } from "./sheet-lane";
import { useTranslations } from "@/components/ui/catalogue";

/** one hour is 3 rem tall on the day view: 06:00-23:00 is 51 rem, scrolling inside a box of `dayBoxHeight` */
const hourRem = 3;
const dayBoxHeight = "h-[32rem]";

interface SheetGridProps extends LaneProps {
  /** the direction time runs: x for the week view (each day's products as rows), y for the day view (columns) */
  axis: Axis;
  products: SheetProduct[];
  /** the days shown: the week's seven, or the one day of the day view */
  dates: string[];
  onSelect: (selection: DragSelection) => void;
}

/**
 * The day and week views: each product's day is a lane over a 06:00-23:00 timeline (closed hours
 * shaded, bookings, blocked periods and the draft's blocks drawn), and dragging along a lane (and
 * over more lanes of that day) selects a time range for a new block. The week view lays each day
 * out as rows with time across; the day view lays one day out as columns with time down the side,
 * scrolling in its own box so the page around it stays put.
 */
export function SheetGrid({ axis, products, dates, onSelect, ...lanes }: SheetGridProps) {
  const drag = useLaneDrag(axis, products, onSelect);
  const lane = (date: string, product: SheetProduct, index: number) => (
    <SheetLane key={product.id} axis={axis} product={product} date={date} index={index} drag={drag} {...lanes} />
  );
  return axis === "x" ? (
    <DaysAsRows products={products} dates={dates} lane={lane} />
  ) : (
    <DayAsColumns products={products} date={dates[0]} lane={lane} />
  );
}

type LaneOf = (date: string, product: SheetProduct, index: number) => ReactNode;

function DaysAsRows({ products, dates, lane }: { products: SheetProduct[]; dates: string[]; lane: LaneOf }) {
  return (
    <div className="space-y-4 overflow-x-auto">
      {dates.map((date) => (
        <section
          key={date}
          aria-label={formatLongDay(date)}
          className="min-w-[60rem] rounded-md border border-slate-200 dark:border-slate-700"
        >
          <h3 className="flex items-center justify-between border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-sm font-semibold dark:border-slate-700 dark:bg-slate-800">
            {formatLongDay(date)}
          </h3>
          <div className="grid grid-cols-[10rem_1fr]">
            <div aria-hidden />
            <div aria-hidden className="relative h-5 text-[11px] text-slate-600 dark:text-slate-300">
              {hours.map((h) => (
                <span key={h} className="absolute -translate-x-1/2" style={at("x", h)}>
                  {h % 120 === 0 ? hhmm(h) : ""}
                </span>
              ))}
            </div>
            {products.map((product, index) => (
              <div key={product.id} className="contents">
                <div className="border-t border-slate-200 px-3 py-1.5 text-sm dark:border-slate-700">
                  {product.description}
                </div>
                {lane(date, product, index)}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function DayAsColumns({ products, date, lane }: { products: SheetProduct[]; date: string; lane: LaneOf }) {
  const t = useTranslations("BookingSheets");
  const columns = { gridTemplateColumns: `4rem repeat(${products.length}, minmax(8rem, 1fr))` };
  return (
    <div
      role="region"
      aria-label={t("courtsOn", { day: formatLongDay(date) })}
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
          style={{ height: `${(daySpan / 60) * hourRem}rem` }}
        >
          <div className="relative h-full">
            {hours.map((h) => (
              <span key={h} className="absolute right-1 -translate-y-1/2 first:translate-y-0" style={at("y", h)}>
                {hhmm(h)}
              </span>
            ))}
          </div>
        </div>
        {products.map((product, index) => lane(date, product, index))}
      </div>
    </div>
  );
}

/**
 * Holds the view's space while the sheet loads, so the page does not jump when it arrives: the
 * day view's box, or the week's days (six products a day, as the demo sites have), or the month.
 */
export function SheetSkeleton({ view, rows = 6 }: { view: "day" | "week" | "month"; rows?: number }) {
  const t = useTranslations("BookingSheets");
  if (view === "day")
    return (
      <div
        role="status"
        aria-label={t("loading")}
        className={`${dayBoxHeight} overflow-hidden rounded-md border border-slate-200 dark:border-slate-700`}
      >
        <div className="h-8 border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800" />
        <div className="h-full animate-pulse bg-slate-100 dark:bg-slate-800" />
      </div>
    );
  return (
    <div role="status" aria-label={t("loading")} className="space-y-4">
      {view === "month" ? (
        <div className="h-[42rem] animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" />
      ) : (
        Array.from({ length: 7 }, (_, d) => (
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
