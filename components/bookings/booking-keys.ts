/**
 * The bookings area's TanStack Query keys and the history's paging, apart from the hooks (a client module) so a
 * page rendered on the server fills the same cache entries (app/(staff)/server-reads.ts).
 */
export const bookingKeys = {
  history: (memberId: number, filter: HistoryFilter, page: number) =>
    ["members", memberId, "bookings", filter, page] as const,
  activities: ["bookings", "activities"] as const,
  restrictions: (memberId: number, activityId: string) =>
    ["members", memberId, "bookings", "restrictions", activityId] as const,
  availability: (siteId: string, date: string) => ["bookings", "availability", siteId, date] as const,
  alertList: (bookingId: number) => ["bookings", bookingId, "alert-list"] as const,
};

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
