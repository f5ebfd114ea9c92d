"use client";

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import { callApi, type CallInput } from "@/lib/api/call";
import { memberApi } from "@/lib/api/members";
import { configurationPaths } from "@/components/configuration/api-paths";
import type { MemberOverview } from "@/lib/contract/members";
import type { CommunicationChannels, ConsentCampaigns } from "@/lib/bff/responses";

/**
 * TanStack Query hooks of the members area: one per BFF route. Query keys come from
 * memberKeys so a write can refresh exactly what it changed.
 */
export const memberKeys = {
  search: (text: string, limit: number, offset = 0) => ["members", "search", text, limit, offset] as const,
  member: (memberId: number) => ["members", memberId] as const,
  overview: (memberId: number) => ["members", memberId, "overview"] as const,
  consent: (memberId: number) => ["members", memberId, "consent"] as const,
  consentHistory: (memberId: number) => ["members", memberId, "consent", "history"] as const,
  rcpCard: (memberId: number) => ["members", memberId, "rcp-card"] as const,
  medical: (memberId: number) => ["members", memberId, "medical-details"] as const,
  addresses: (memberId: number) => ["members", memberId, "addresses"] as const,
  consentConfiguration: (list: ConsentList) => ["configuration", "consent", list] as const,
};

/** The member search query; shared by the hook and by callers that need an answer now (Enter). */
export const memberSearchOptions = (text: string, limit: number, offset = 0) => {
  const search = text.trim();
  return queryOptions({
    queryKey: memberKeys.search(search, limit, offset),
    queryFn: ({ signal }) => callApi(memberApi.search, { query: { search, limit, offset }, signal }),
    staleTime: 10_000,
  });
};

export function useMemberSearch(text: string, limit = 8, offset = 0) {
  return useQuery({
    ...memberSearchOptions(text, limit, offset),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** `initial`: the overview the server read while rendering the page (so its first paint shows the member). */
export const useMemberOverview = (memberId: number, initial?: MemberOverview) =>
  useQuery({
    queryKey: memberKeys.overview(memberId),
    queryFn: ({ signal }) => callApi(memberApi.overview, { params: { memberId }, signal }),
    initialData: initial,
  });

export const useMemberConsent = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.consent(memberId),
    queryFn: ({ signal }) => callApi(memberApi.consent, { params: { memberId }, signal }),
  });

export const useConsentHistory = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.consentHistory(memberId),
    queryFn: ({ signal }) => callApi(memberApi.consentHistory, { params: { memberId }, signal }),
  });

export const useRecurringCard = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.rcpCard(memberId),
    queryFn: ({ signal }) => callApi(memberApi.recurringCard, { params: { memberId }, signal }),
  });

export const useMedicalDetails = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.medical(memberId),
    queryFn: ({ signal }) => callApi(memberApi.medicalDetails, { params: { memberId }, signal }),
  });

export const useMemberAddresses = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.addresses(memberId),
    queryFn: ({ signal }) => callApi(memberApi.addresses, { params: { memberId }, signal }),
  });

export type ConsentList = "marketing-campaigns" | "data-processing" | "communication-channels";

export const useConsentCampaigns = (list: "marketing-campaigns" | "data-processing") =>
  useQuery({
    queryKey: memberKeys.consentConfiguration(list),
    queryFn: ({ signal }) => fetchJson<ConsentCampaigns>(configurationPaths.consentList(list), { signal }),
    staleTime: 5 * 60_000,
  });

export const useCommunicationChannels = () =>
  useQuery({
    queryKey: memberKeys.consentConfiguration("communication-channels"),
    queryFn: ({ signal }) =>
      fetchJson<CommunicationChannels>(configurationPaths.consentList("communication-channels"), { signal }),
    staleTime: 5 * 60_000,
  });

/** A consent write answers the member's consent: put it in the cache, and re-read the history. */
function useConsentWrite<
  E extends typeof memberApi.campaign | typeof memberApi.channel | typeof memberApi.updateConsent,
>(memberId: number, e: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: CallInput<E>["body"]; ifMatch?: string }) =>
      callApi(e, { params: { memberId }, body, ifMatch } as unknown as CallInput<E>),
    onSuccess: (consent) => {
      queryClient.setQueryData(memberKeys.consent(memberId), consent);
      void queryClient.invalidateQueries({ queryKey: memberKeys.consentHistory(memberId) });
    },
  });
}

export const useAssignCampaignConsent = (memberId: number) => useConsentWrite(memberId, memberApi.campaign);
export const useAssignChannelConsent = (memberId: number) => useConsentWrite(memberId, memberApi.channel);
export const useUpdateLegalAgreements = (memberId: number) => useConsentWrite(memberId, memberApi.updateConsent);
