/**
 * The bookings area's TanStack Query keys and the history's paging, apart from the hooks (a client module) so a
 * page rendered on the server fills the same cache entries (app/(staff)/server-reads.ts).
 */

/** No filter: every past booking. */
export const noHistoryFilter: HistoryFilter = { from: "", to: "", activityId: "" };

/** The desk's history filter: days yyyy-MM-dd (both inclusive, "" for open) and one activity ("" for all). */
export interface HistoryFilter {
  from: string;
  to: string;
  activityId: string;
}

/** Rows a history page holds: the virtual list asks for the pages in view, wherever the scroll is. */
export const historyPageSize = 100;

/** The past-bookings read's query for one page of the history (the hook's and the page's first read alike). */
export const historyQuery = (filter: HistoryFilter, page: number) => ({
  ...filter,
  offset: page * historyPageSize,
  limit: historyPageSize,
});
