import type { ReactNode, RefObject } from "react";
import type { BoardItem } from "@frontdesk/lib/contract/prospects";

/*
 * What a column's plain list (board-column.tsx) and the upgrade's virtual list (board-upgrade-impl.tsx) share, in a
 * leaf of its own so the lazily loaded upgrade never imports the column that loads it.
 */

/** A column a card is dragged over, plain or upgraded. */
export const dropTargetClass = "bg-blue-50 ring-2 ring-blue-600 dark:bg-blue-950";
/** The list's estimate of a card and the gap below it, and the cards kept rendered beyond the view. */
export const cardEstimate = 118;
export const cardGap = 8;
export const cardOverscan = 6;
export const scrollListClass = "h-[calc(100vh-17rem)] min-h-64 overflow-y-auto px-2 pb-2";

/** What a column's list shows; the plain list (board-column) and the upgrade's virtual list take the same. */
export interface CardListProps {
  status: number;
  label: string;
  items: BoardItem[];
  count: number | undefined;
  /** the list's scroll position, kept across the upgrade */
  scrolledToRef: RefObject<number>;
  /** the last card rendered, to load the next page in time */
  onLastIndex: (index: number) => void;
  renderCard: (item: BoardItem) => ReactNode;
  /** loading, error or empty: shown instead of the list */
  placeholder: ReactNode;
  footer: ReactNode;
}
