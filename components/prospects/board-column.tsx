"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Plus } from "lucide-react";
import type { BoardItem } from "@frontdesk/lib/contract/prospects";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { prospectName } from "./interaction-card";
import { InteractionCard } from "./board-card";
import { cardEstimate, cardGap, dropTargetClass, scrollListClass, type CardListProps } from "./card-list";
import { loadBoardUpgrade, type useBoardUpgrade } from "./board-upgrade";
import { usePlainDrop } from "./plain-drop";
import type { useBoardColumn } from "./queries";
import { boardPageSize } from "@frontdesk/lib/contract/prospect-statuses";
import { formatCount, isCapped } from "@frontdesk/lib/venue/count";

/** The column's sorts (their names: messages/*.json, Prospects.sort). */
const sorts = {
  due: { compare: (a: BoardItem, b: BoardItem) => due(a) - due(b) },
  dueLast: { compare: (a: BoardItem, b: BoardItem) => due(b) - due(a) },
  priority: {
    compare: (a: BoardItem, b: BoardItem) => (b.priority ?? 0) - (a.priority ?? 0) || due(a) - due(b),
  },
  name: {
    compare: (a: BoardItem, b: BoardItem) =>
      `${a.member.lastName} ${a.member.firstName}`.localeCompare(`${b.member.lastName} ${b.member.firstName}`),
  },
} as const;
type SortKey = keyof typeof sorts;
const dropZoneClass = "flex min-h-0 flex-1 flex-col rounded-b-lg outline-none";
/** The plain list (before the upgrade) renders fewer beyond the view: they are in the page's HTML, and scrolling upgrades it. */
const plainOverscan = 2;
const due = (item: BoardItem) => (item.nextActionDate ? Date.parse(item.nextActionDate) : Number.MAX_SAFE_INTEGER);

/**
 * One column of the board: a drop zone holding a virtualised list of cards (only the cards in view
 * are in the DOM, so thousands of open interactions stay responsive), loading more as it scrolls.
 * Its header adds a card straight into the column and sorts the cards loaded so far. The drop zone,
 * the cards' drag and menus and the virtualiser come with `upgrade` (./board-upgrade); until then the
 * column is plain HTML, its list the cards around the view (PlainCardList).
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
  upgrade,
}: {
  upgrade: ReturnType<typeof useBoardUpgrade>;
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
  const t = useTranslations("Prospects");
  const [sort, setSort] = useState<SortKey>("due");
  const plainDrop = usePlainDrop(status, onMove);
  const items = useMemo(
    () => (query.data?.pages.flatMap((p) => p.data) ?? []).sort(sorts[sort].compare),
    [query.data, sort],
  );
  const firstPage = query.data?.pages[0];
  const count = firstPage
    ? firstPage.counts[
        ({ 1: "active", 2: "completed", 3: "overdue", 4: "unassigned" } as const)[status as 1 | 2 | 3 | 4]
      ]
    : undefined;
  // The upgrade re-creates the scrolling list: it opens where the person had scrolled to.
  const scrolledToRef = useRef(0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // Whether the list shows its last cards and more are to come: kept as a yes or no, so the list telling its last
  // card as the page hydrates (the cards in view, far from the end, or a column's every card) renders nothing again.
  const [nearEnd, setNearEnd] = useState(false);
  const onLastIndex = useCallback(
    (last: number) => setNearEnd(hasNextPage && last >= items.length - 5),
    [hasNextPage, items.length],
  );
  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    // The page's short first read (boardFirstPageSize) is topped up to a full page once the board is reached for, so sorting sees as many cards as ever.
    if (nearEnd || (upgrade && items.length < boardPageSize)) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, nearEnd, items.length, upgrade]);

  const headingId = `column-${status}-heading`;
  const listProps: CardListProps = {
    status,
    label,
    items,
    count,
    scrolledToRef,
    onLastIndex,
    renderCard: (item) => (
      <InteractionCard
        upgrade={upgrade}
        item={item}
        now={now}
        nameRepeats={repeatedNames.has(prospectName(item))}
        subTypeLabel={subTypeLabel(item.interactionSubTypeId)}
        onEdit={onEdit}
        onMove={onMove}
      />
    ),
    placeholder: query.isPending ? (
      <div className="p-2">
        <LoadingState label={t("columnLoading", { column: label.toLowerCase() })} />
      </div>
    ) : query.isError ? (
      <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
    ) : items.length === 0 ? (
      <p className="p-3 text-center text-sm text-slate-600 dark:text-slate-400">
        {t("columnEmpty", { column: label.toLowerCase() })}
      </p>
    ) : null,
    footer: isFetchingNextPage && <LoadingState label={t("loadingMore")} />,
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60"
      data-testid={`column-${status}`}
    >
      <ColumnHeader
        headingId={headingId}
        status={status}
        label={label}
        count={count}
        sort={sort}
        onSort={setSort}
        onAdd={onAdd}
      />
      {upgrade ? (
        <upgrade.ColumnDropZone status={status} label={label} onMove={onMove} className={dropZoneClass}>
          <upgrade.VirtualCardList {...listProps} />
        </upgrade.ColumnDropZone>
      ) : (
        <div {...plainDrop.props} className={`${dropZoneClass} ${plainDrop.isDropTarget ? dropTargetClass : ""}`}>
          <PlainCardList {...listProps} />
        </div>
      )}
    </section>
  );
}

/** The column's name and count, its sort, and its button that adds a card straight into it. */
function ColumnHeader({
  headingId,
  status,
  label,
  count,
  sort,
  onSort,
  onAdd,
}: {
  headingId: string;
  status: number;
  label: string;
  count: number | undefined;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  onAdd: (status: number) => void;
}) {
  const t = useTranslations("Prospects");
  const sortId = useId();
  return (
    <>
      <h2 id={headingId} className="flex items-center gap-2 px-3 py-2 text-sm font-semibold">
        <span>
          {label}
          <span className="sr-only">{count === undefined ? "" : `: ${formatCount(count)}`}</span>
        </span>
        <span
          aria-hidden
          className="ml-auto rounded-full bg-slate-200 px-2 py-0.5 text-xs tabular-nums dark:bg-slate-800"
          data-testid={`count-${status}`}
        >
          {count === undefined ? "…" : formatCount(count)}
        </span>
      </h2>
      <div className="flex items-center gap-2 px-3 pb-2">
        <label htmlFor={sortId} className="sr-only">
          {t("sortColumn", { column: label.toLowerCase() })}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => onSort(e.target.value as SortKey)}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-600 dark:bg-slate-900"
        >
          {Object.keys(sorts).map((key) => (
            <option key={key} value={key}>
              {t(`sort.${key}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label={t("addToColumn", { column: label.toLowerCase() })}
          onClick={() => onAdd(status)}
          className="rounded-md border border-slate-300 bg-white p-1 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </>
  );
}

/**
 * The column's list until the virtualiser has loaded: only the cards in and around the view, in flow,
 * the cards above and below them stood for by padding of their estimated height, so the list scrolls
 * its whole length at once. Scrolling it loads the upgrade at once.
 */
function PlainCardList({
  status,
  label,
  items,
  count,
  scrolledToRef,
  onLastIndex,
  renderCard,
  placeholder,
  footer,
}: CardListProps) {
  const t = useTranslations("Prospects");
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const step = cardEstimate + cardGap;
  // The cards the list's height holds: the server's guess (a tablet's list), measured once in the page. Kept as a
  // count, so a measured height that holds as many (most) renders the cards nothing again as the page hydrates.
  const [rows, setRows] = useState(Math.ceil(600 / step));
  useLayoutEffect(() => setRows(Math.ceil((scrollRef.current?.clientHeight || 600) / step)), [step]);
  const first = Math.max(0, Math.floor(scrollTop / step) - plainOverscan);
  const last = Math.min(items.length - 1, Math.ceil(scrollTop / step) + rows + plainOverscan);
  useEffect(() => onLastIndex(last), [last, onLastIndex]);
  return (
    <div
      ref={scrollRef}
      onScroll={(e) => {
        scrolledToRef.current = e.currentTarget.scrollTop;
        setScrollTop(e.currentTarget.scrollTop);
        void loadBoardUpgrade();
      }}
      data-focus-id={`column-${status}-list`}
      className={scrollListClass}
      tabIndex={-1}
    >
      {placeholder ?? (
        <div
          role="list"
          aria-label={t("columnList", { column: label })}
          className="w-full"
          style={{ paddingTop: first * step, paddingBottom: Math.max(0, items.length - 1 - last) * step }}
        >
          {items.slice(first, last + 1).map((item, i) => (
            <div
              key={item.id}
              role="listitem"
              aria-setsize={count === undefined ? items.length : isCapped(count) ? -1 : count}
              aria-posinset={first + i + 1}
              data-index={first + i}
              className="w-full"
              style={{ marginBottom: cardGap }}
            >
              {renderCard(item)}
            </div>
          ))}
        </div>
      )}
      {footer}
    </div>
  );
}
