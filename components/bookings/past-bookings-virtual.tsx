"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useEffect, type RefObject } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { PastBooking } from "@frontdesk/lib/contract/bookings";
import { historyPageSize } from "./booking-keys";
import { PastBookingItem, type PinnedRow } from "./past-booking-row";

// The past-bookings history's virtual list (TanStack Virtual): loaded once the page is used, never at its start-up
// (see HistoryView in ./past-bookings-parts, which shows the first rows still until then).

/** A row's height at a desk's width (date, time, activity with its description, site, reference); a row is measured once shown. */
const rowHeight = 100;

/**
 * The rows in view of a `total`-row history, in the scroll area `scrollRef`: reports the pages they fall in
 * (`onPages`, "0,1") and shows `bookingAt` each index. A pinned row (End, Home, Go to date: `pinned`, asked again each
 * `jump`) is kept in view while the rows around it arrive and are measured: each row is estimated, then measured
 * when shown and again when its page of bookings arrives, and every change of height moves the rows below it.
 */
export function VirtualRows({
  scrollRef,
  total,
  pinned,
  jump,
  arrived,
  bookingAt,
  onPages,
  siteNames,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  total: number;
  pinned: RefObject<PinnedRow | null>;
  jump: number;
  arrived: string;
  bookingAt: (index: number) => PastBooking | undefined;
  onPages: (pages: string) => void;
  siteNames: Map<string, string>;
}) {
  const t = useTranslations("Bookings");
  // TanStack Virtual returns fresh functions each render; the React Compiler skips memoizing this component, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    // unrounded, as a row stands in the still list (TanStack rounds): rounded, the rows below moved a fraction of
    // a pixel each when the virtual list took over
    measureElement: (element, entry) => entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const pages = [...new Set(rows.map((r) => Math.floor(r.index / historyPageSize)))].join();
  useEffect(() => onPages(pages), [onPages, pages]);
  const totalSize = virtualizer.getTotalSize();
  useEffect(() => {
    if (pinned.current) virtualizer.scrollToIndex(pinned.current.index, { align: pinned.current.align });
  }, [virtualizer, pinned, totalSize, arrived, jump]);
  return (
    <ol aria-label={t("past.title")} className="relative w-full" style={{ height: totalSize }}>
      {rows.map((row) => (
        <PastBookingItem
          key={row.key}
          index={row.index}
          total={total}
          booking={bookingAt(row.index)}
          siteNames={siteNames}
          start={row.start}
          measure={virtualizer.measureElement}
        />
      ))}
    </ol>
  );
}
