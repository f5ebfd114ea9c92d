"use client";

import { api } from "@frontdesk/lib/api/areas";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { AddToAlertListRequest, PromoteFromAlertListRequest } from "@frontdesk/lib/contract/bookings";
import { historyQuery, type HistoryFilter } from "./booking-keys";

/** TanStack Query hooks of the bookings area, one per BFF route, each read made from its declaration (`api.<area>.read`). */

const readHistory = (memberId: number, filter: HistoryFilter, offset: number, limit: number, signal?: AbortSignal) =>
  api.members.call("pastBookings", { params: { memberId }, query: { ...filter, offset, limit }, signal });

/** One page of the member's past bookings, newest first (v2.0 offsets); page 0 also carries the total. */
const pastBookingsPageOptions = (memberId: number, filter: HistoryFilter, page: number) =>
  queryOptions({
    ...api.members.read("pastBookings", { params: { memberId }, query: historyQuery(filter, page) }),
    staleTime: 60_000,
  });

export const usePastBookingsPage = (memberId: number, filter: HistoryFilter, page: number) =>
  useQuery({ ...pastBookingsPageOptions(memberId, filter, page), placeholderData: keepPreviousData });

/** The pages the virtual list has in view, fetched side by side. */
export const usePastBookingsPages = (memberId: number, filter: HistoryFilter, pages: number[]) =>
  useQueries({ queries: pages.map((page) => pastBookingsPageOptions(memberId, filter, page)) });

/** How many of the filter's bookings started on or before a day: the newest-first index of that day is total minus this. */
export const countBookingsUpTo = (memberId: number, filter: HistoryFilter, day: string) =>
  readHistory(memberId, { ...filter, to: filter.to && filter.to < day ? filter.to : day }, 0, 1).then(
    (p) => p.metaData.resultSet.total,
  );

/** The activities (the waiting-lists and member pages read them on the server as they open). */
export const useActivities = () =>
  useQuery({ ...api.bookings.read("activities", { query: {} }), staleTime: 5 * 60_000 });

export const useRestrictionCheck = (memberId: number, activityId: string) =>
  useQuery({
    ...api.members.read("restrictions", { params: { memberId }, query: { activityId } }),
    enabled: activityId !== "",
  });

/** A site's sessions of a day (the waiting-lists page reads its first day's on the server). */
export const useAvailability = (siteId: string, date: string) =>
  useQuery({
    ...api.bookings.read("availability", { query: { siteId, date } }),
    // no placeholder: another day's sessions must never stand under this day's heading
    enabled: siteId !== "" && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });

export const useAlertList = (bookingId: number | undefined) =>
  useQuery({
    ...api.bookings.read("alertList", { params: { bookingId: bookingId ?? 0 } }),
    enabled: bookingId !== undefined,
  });

/** A list change refreshes the session's list and the day's availability counts. */
function useRefreshSession() {
  const queryClient = useQueryClient();
  return (bookingId: number) => {
    void queryClient.invalidateQueries(api.bookings.read("alertList", { params: { bookingId } }));
    void queryClient.invalidateQueries({ queryKey: ["bookings", "availability"] });
  };
}

export function useAddToAlertList(bookingId: number) {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: AddToAlertListRequest) => api.bookings.call("addToAlertList", { body }),
    onSuccess: () => refresh(bookingId),
  });
}

export function usePromoteFromAlertList() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: PromoteFromAlertListRequest) => api.bookings.call("promoteFromAlertList", { body }),
    onSettled: (_data, _error, body) => refresh(body.bookingId),
  });
}
