"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import type {
  ActivitySummary,
  AddToAlertListRequest,
  AlertListPlacement,
  AlertListView,
  AvailabilitySlot,
  PastBookingsPage,
  PromoteFromAlertListRequest,
  PromoteFromAlertListResult,
  RestrictionCheck,
} from "@/lib/contract/bookings";

/** TanStack Query hooks of the bookings area, one per BFF route; keys from bookingKeys. */
export const bookingKeys = {
  history: (memberId: number, from: string, to: string) => ["members", memberId, "bookings", { from, to }] as const,
  activities: ["bookings", "activities"] as const,
  restrictions: (memberId: number, activityId: string) => ["members", memberId, "bookings", "restrictions", activityId] as const,
  availability: (siteId: string, date: string) => ["bookings", "availability", siteId, date] as const,
  alertList: (bookingId: number) => ["bookings", bookingId, "alert-list"] as const,
};

export const historyPageSize = 25;

/** The member's past bookings, newest first, page after page (v2.0 offsets). */
export function usePastBookings(memberId: number, range: { from: string; to: string }) {
  return useInfiniteQuery({
    queryKey: bookingKeys.history(memberId, range.from, range.to),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ offset: String(pageParam), limit: String(historyPageSize) });
      if (range.from) query.set("from", range.from);
      if (range.to) query.set("to", range.to);
      return fetchJson<PastBookingsPage>(`/api/members/${memberId}/bookings?${query}`, { signal });
    },
    getNextPageParam: (last) => {
      const { offset, limit, total } = last.metaData.resultSet;
      return last.metaData.next && offset + limit < total ? offset + limit : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export const useActivities = () =>
  useQuery({ queryKey: bookingKeys.activities, queryFn: ({ signal }) => fetchJson<ActivitySummary[]>("/api/bookings/activities", { signal }), staleTime: 5 * 60_000 });

export const useRestrictionCheck = (memberId: number, activityId: string) =>
  useQuery({
    queryKey: bookingKeys.restrictions(memberId, activityId),
    queryFn: ({ signal }) => fetchJson<RestrictionCheck>(`/api/members/${memberId}/bookings/restrictions?${new URLSearchParams({ activityId })}`, { signal }),
    enabled: activityId !== "",
  });

export const useAvailability = (siteId: string, date: string) =>
  useQuery({
    queryKey: bookingKeys.availability(siteId, date),
    queryFn: ({ signal }) => fetchJson<AvailabilitySlot[]>(`/api/bookings/availability?${new URLSearchParams({ siteId, date })}`, { signal }),
    enabled: siteId !== "" && /^\d{4}-\d{2}-\d{2}$/.test(date),
    placeholderData: keepPreviousData,
  });

export const useAlertList = (bookingId: number | undefined) =>
  useQuery({
    queryKey: bookingKeys.alertList(bookingId ?? 0),
    queryFn: ({ signal }) => fetchJson<AlertListView>(`/api/bookings/${bookingId}/alert-list`, { signal }),
    enabled: bookingId !== undefined,
  });

/** A list change refreshes the session's list and the day's availability counts. */
function useRefreshSession() {
  const queryClient = useQueryClient();
  return (bookingId: number) => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.alertList(bookingId) });
    void queryClient.invalidateQueries({ queryKey: ["bookings", "availability"] });
  };
}

export function useAddToAlertList(bookingId: number) {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: AddToAlertListRequest) => fetchJson<AlertListPlacement>("/api/bookings/alert-list", { method: "POST", body }),
    onSuccess: () => refresh(bookingId),
  });
}

export function usePromoteFromAlertList() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: PromoteFromAlertListRequest) => fetchJson<PromoteFromAlertListResult>("/api/bookings/promote-from-alert-list", { method: "POST", body }),
    onSettled: (_data, _error, body) => refresh(body.bookingId),
  });
}
