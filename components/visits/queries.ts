"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { VisitMethod } from "@frontdesk/lib/contract/visit-words";
import { api } from "@frontdesk/lib/api/areas";
import { lastVisitsShown } from "./visit-keys";

/**
 * The door's reads and writes. Every read's key starts ["visits", ...] (`api.visits.read`), so a write here, or a
 * live channel later, refreshes the door's lists by that prefix.
 */

/** The area's key prefix: every visits read (who is in, a member's visits and cards, the door check). */
export const visitsKey = ["visits"] as const;

/** What a visit changes: who is in and the member's visits (the door check and the sites stay). */
export const refreshVisitLists = (client: QueryClient) =>
  client.invalidateQueries({
    queryKey: visitsKey,
    predicate: (query) => query.queryKey[1] === "siteVisits" || query.queryKey[1] === "memberVisits",
  });

export const useDoorSites = () => useQuery({ ...api.visits.read("doorSites"), staleTime: 5 * 60_000 });

/** The first `limit` visits of the site's day (the site's own today), newest first, as filtered; counts by hour. */
export const useSiteVisits = (siteId: string, filter: { search?: string; method?: VisitMethod }, limit: number) =>
  useQuery({
    ...api.visits.read("siteVisits", { query: { siteId, limit, ...filter } }),
    enabled: siteId !== "",
    // a filter or "show more" keeps the site's rows shown until the new ones arrive (another site's never)
    placeholderData: (previous) => (previous?.siteId === siteId ? previous : undefined),
  });

/** The member's last visits (the overview's tile; kept current by member-visits-live.tsx). */
export const memberVisitsRead = (memberId: number) =>
  api.visits.read("memberVisits", { params: { memberId }, query: { limit: lastVisitsShown } });

export const useMemberVisits = (memberId: number) => useQuery(memberVisitsRead(memberId));

export const useMemberCards = (memberId: number) => useQuery(api.visits.read("memberCards", { params: { memberId } }));

/** What the door shows about a member (none until one is found). */
export const useDoorCheck = (memberId: number | undefined) =>
  useQuery({
    ...api.visits.read("doorCheck", { params: { memberId: memberId ?? 0 } }),
    enabled: memberId !== undefined,
  });

/** Undo a visit made by mistake: the lists refresh. */
export function useUndoVisit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ visitId, reason }: { visitId: number; reason: string }) =>
      api.visits.call("undoVisit", { params: { visitId }, body: { reason } }),
    onSuccess: () => refreshVisitLists(client),
  });
}

/** The member left (sites that record leaving): who is in refreshes. */
export function useRecordLeaving() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (visitId: number) => api.visits.call("recordLeaving", { params: { visitId } }),
    onSuccess: () => refreshVisitLists(client),
  });
}

/** Give a member a card (the one they had stops working at once): their cards and their door check refresh. */
export function useGiveCard(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cardNumber }: { cardNumber: string }) =>
      api.visits.call("assignCard", { params: { memberId }, body: { cardNumber } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: api.visits.read("memberCards", { params: { memberId } }).queryKey }),
        client.invalidateQueries({ queryKey: api.visits.read("doorCheck", { params: { memberId } }).queryKey }),
      ]),
  });
}
