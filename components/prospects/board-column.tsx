"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { DropZone, isTextDropItem } from "react-aria-components";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Plus } from "lucide-react";
import type { BoardItem } from "@/lib/contract/prospects";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { messageOf } from "@/lib/bff/problem";
import { cardDragType, InteractionCard, prospectName } from "./interaction-card";
import type { useBoardColumn } from "./queries";

const sorts = {
  due: { label: "Next action, soonest first", compare: (a: BoardItem, b: BoardItem) => due(a) - due(b) },
  dueLast: { label: "Next action, latest first", compare: (a: BoardItem, b: BoardItem) => due(b) - due(a) },
  priority: { label: "Priority, high first", compare: (a: BoardItem, b: BoardItem) => (b.priority ?? 0) - (a.priority ?? 0) || due(a) - due(b) },
  name: { label: "Name, A to Z", compare: (a: BoardItem, b: BoardItem) => `${a.member.lastName} ${a.member.firstName}`.localeCompare(`${b.member.lastName} ${b.member.firstName}`) },
} as const;
type SortKey = keyof typeof sorts;
const due = (item: BoardItem) => (item.nextActionDate ? Date.parse(item.nextActionDate) : Number.MAX_SAFE_INTEGER);

/**
 * One column of the board: a drop zone holding a virtualised list of cards (only the cards in view
 * are in the DOM, so thousands of open interactions stay responsive), loading more as it scrolls.
 * Its header adds a card straight into the column and sorts the cards loaded so far.
 */
export function BoardColumn({
  status,
  label,
  query,
  now,
  repeatedNames,
  subTypeLabel,
  onEdit,
  onMove,
  onAdd,
}: {
  status: number;
  label: string;
  query: ReturnType<typeof useBoardColumn>;
  now: number;
  repeatedNames: Set<string>;
  onAdd: (status: number) => void;
  subTypeLabel: (id: string) => string;
  onEdit: (item: BoardItem) => void;
  onMove: (item: BoardItem, to: number) => void;
}) {
  const [sort, setSort] = useState<SortKey>("due");
  const sortId = useId();
  const items = useMemo(() => (query.data?.pages.flatMap((p) => p.data) ?? []).sort(sorts[sort].compare), [query.data, sort]);
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
      <h2 id={headingId} className="flex items-center gap-2 px-3 py-2 text-sm font-semibold">
        <span>
          {label}
          <span className="sr-only">{count === undefined ? "" : `: ${count}`}</span>
        </span>
        <span aria-hidden className="ml-auto rounded-full bg-slate-200 px-2 py-0.5 text-xs tabular-nums dark:bg-slate-800" data-testid={`count-${status}`}>
          {count ?? "…"}
        </span>
      </h2>
      <div className="flex items-center gap-2 px-3 pb-2">
        <label htmlFor={sortId} className="sr-only">
          Sort {label.toLowerCase()}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => setSort(e.target.value as SortKey)}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-600 dark:bg-slate-900"
        >
          {Object.entries(sorts).map(([key, s]) => (
            <option key={key} value={key}>
              {s.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label={`Add to ${label.toLowerCase()}`}
          onClick={() => onAdd(status)}
          className="rounded-md border border-slate-300 bg-white p-1 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
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
                    <InteractionCard item={item} now={now} nameRepeats={repeatedNames.has(prospectName(item))} subTypeLabel={subTypeLabel(item.interactionSubTypeId)} onEdit={onEdit} onMove={onMove} />
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
