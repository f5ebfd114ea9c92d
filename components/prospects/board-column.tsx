"use client";

import { useEffect, useMemo, useRef } from "react";
import { DropZone, isTextDropItem } from "react-aria-components";
import { useVirtualizer } from "@tanstack/react-virtual";
import { interactionStatuses, type BoardItem } from "@/lib/contract/prospects";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { messageOf } from "@/lib/bff/problem";
import { cardDragType, InteractionCard } from "./interaction-card";
import { useBoardColumn, type BoardFilters } from "./queries";

/**
 * One column of the board: a drop zone holding a virtualised list of cards (only the cards in view
 * are in the DOM, so thousands of open interactions stay responsive), loading more as it scrolls.
 */
export function BoardColumn({
  status,
  label,
  filters,
  now,
  subTypeLabel,
  onEdit,
  onMove,
}: {
  status: number;
  label: string;
  filters: BoardFilters;
  now: number;
  subTypeLabel: (id: string) => string;
  onEdit: (item: BoardItem) => void;
  onMove: (item: BoardItem, to: number) => void;
}) {
  // Unassigned interactions are scheduled with nobody: "mine" cannot narrow them, so that column shows them all.
  const columnFilters = useMemo(() => (status === interactionStatuses.unassigned ? { ...filters, scheduledWith: undefined } : filters), [filters, status]);
  const query = useBoardColumn(columnFilters, status);
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  const firstPage = query.data?.pages[0];
  const count = firstPage ? firstPage.counts[({ 1: "active", 2: "completed", 3: "overdue", 4: "unassigned" } as const)[status as 1 | 2 | 3 | 4]] : undefined;
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual returns fresh functions each render; the React Compiler skips memoizing this component, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 118,
    overscan: 6,
    gap: 8,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - 5) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, items.length]);

  const headingId = `column-${status}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60" data-testid={`column-${status}`}>
      <h2 id={headingId} className="flex items-center justify-between px-3 py-2 text-sm font-semibold">
        <span>
          {label}
          <span className="sr-only">{count === undefined ? "" : `: ${count}`}</span>
        </span>
        <span aria-hidden className="rounded-full bg-slate-200 px-2 py-0.5 text-xs tabular-nums dark:bg-slate-800" data-testid={`count-${status}`}>
          {count ?? "…"}
        </span>
      </h2>
      <DropZone
        aria-label={`Move to ${label}`}
        getDropOperation={(types) => (types.has(cardDragType) ? "move" : "cancel")}
        onDrop={async (event) => {
          const dropped = event.items.find(isTextDropItem);
          if (!dropped) return;
          const item = JSON.parse(await dropped.getText(cardDragType)) as BoardItem;
          if (item.interactionStatus !== status) onMove(item, status);
        }}
        className={({ isDropTarget }) => `flex min-h-0 flex-1 flex-col rounded-b-lg outline-none ${isDropTarget ? "bg-blue-50 ring-2 ring-blue-600 dark:bg-blue-950" : ""}`}
      >
        <div ref={scrollRef} className="h-[calc(100vh-17rem)] min-h-64 overflow-y-auto px-2 pb-2" tabIndex={-1}>
          {query.isPending ? (
            <div className="p-2">
              <LoadingState label={`Loading ${label.toLowerCase()}`} />
            </div>
          ) : query.isError ? (
            <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
          ) : items.length === 0 ? (
            <p className="p-3 text-center text-sm text-slate-600 dark:text-slate-400">Nothing here. Drop a card to move it to {label.toLowerCase()}.</p>
          ) : (
            <div role="list" aria-label={`${label} interactions`} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
              {virtualItems.map((row) => {
                const item = items[row.index];
                return (
                  <div
                    key={row.key}
                    role="listitem"
                    aria-setsize={count ?? items.length}
                    aria-posinset={row.index + 1}
                    data-index={row.index}
                    ref={virtualizer.measureElement}
                    className="absolute top-0 left-0 w-full"
                    style={{ transform: `translateY(${row.start}px)` }}
                  >
                    <InteractionCard item={item} now={now} subTypeLabel={subTypeLabel(item.interactionSubTypeId)} onEdit={onEdit} onMove={onMove} />
                  </div>
                );
              })}
            </div>
          )}
          {isFetchingNextPage && <LoadingState label="Loading more" />}
        </div>
      </DropZone>
    </section>
  );
}
