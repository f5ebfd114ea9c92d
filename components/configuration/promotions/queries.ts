"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatePromoCodeRequest, UpdatePromoCodeRequest } from "@frontdesk/lib/contract/promotions";

/** TanStack Query hooks of the promotion-code and discount-usage screens, each read made from its declaration. */
const promoCodes = () => api.configuration.read("promoCodes", { query: { includeInactive: "true" } });

export const usePromoCodes = () => useQuery(promoCodes());

export const useDiscounts = () => useQuery(api.configuration.read("discounts"));

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePromoCodeRequest) => api.configuration.call("createPromoCode", { body }),
    onSuccess: (created) =>
      queryClient.setQueryData(promoCodes().queryKey, (codes) => (codes ? [...codes, created] : codes)),
  });
}

/** Editing a code: sends the changed fields (a merge update); answers the code as now stored. */
export function useUpdatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id: number; body: UpdatePromoCodeRequest; ifMatch?: string }) =>
      api.configuration.call("updatePromoCode", { params: { id }, body, ifMatch }),
    onSuccess: (saved) =>
      queryClient.setQueryData(promoCodes().queryKey, (codes) => codes?.map((c) => (c.id === saved.id ? saved : c))),
  });
}

/** Switching a code on or off: optimistic, rolled back when the platform refuses. */
export function useSetPromoCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.configuration.call("updatePromoCode", { params: { id }, body: { active } }),
    onMutate: async ({ id, active }) => {
      await queryClient.cancelQueries(promoCodes());
      const before = queryClient.getQueryData(promoCodes().queryKey);
      queryClient.setQueryData(promoCodes().queryKey, (codes) =>
        codes?.map((c) => (c.id === id ? { ...c, active } : c)),
      );
      return { before };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(promoCodes().queryKey, context?.before),
    onSuccess: (saved) =>
      queryClient.setQueryData(promoCodes().queryKey, (codes) => codes?.map((c) => (c.id === saved.id ? saved : c))),
  });
}

export interface DiscountUsageSearch {
  memberId?: string;
  bookingId?: string;
  activityId?: string;
  promotionCode?: string;
  dateFrom?: string;
  dateTo?: string;
  limit?: string;
}

/** Endpoint 12, page by page: each page's `next` token (from links.next) fetches the following one. */
export function useDiscountUsage(search: DiscountUsageSearch | null) {
  return useInfiniteQuery({
    queryKey: ["configuration", "discountUsage", { query: search ?? {} }, "pages"], // an infinite query: its own entry
    enabled: search !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.configuration.call("discountUsage", { query: { ...search, continuation: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => last.next,
  });
}

/** The screen's filters as the BFF's query: the chart and the export share them (only the list is paged). */
export const usageFilters = ({ limit: _limit, ...filters }: DiscountUsageSearch) => filters;

/** Usage over time for the chart: every usage the filters match, counted by the BFF. */
export const useDiscountUsageOverTime = (search: DiscountUsageSearch | null) =>
  useQuery({
    ...api.configuration.read("discountUsageSummary", { query: usageFilters(search ?? {}) }),
    enabled: search !== null,
  });
