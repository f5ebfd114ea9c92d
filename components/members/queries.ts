"use client";

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import { configurationPaths } from "@/components/configuration/api-paths";
import { memberPaths } from "./api-paths";
import type {
  AssignCampaignConsentRequest,
  AssignChannelConsentRequest,
  UpdateConsentRequest,
} from "@/lib/contract/members";
import type {
  CommunicationChannels,
  ConsentCampaigns,
  ConsentHistory,
  MedicalConditions,
  MemberAddresses,
  MemberConsent,
  MemberOverview,
  MemberSearchResult,
  RecurringCard,
} from "@/lib/bff/responses";

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
    queryFn: ({ signal }) => fetchJson<MemberSearchResult>(memberPaths.search({ search, limit, offset }), { signal }),
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

const get =
  <T>(path: string) =>
  ({ signal }: { signal: AbortSignal }) =>
    fetchJson<T>(path, { signal });

/** `initial`: the overview the server read while rendering the page (so its first paint shows the member). */
export const useMemberOverview = (memberId: number, initial?: MemberOverview) =>
  useQuery({
    queryKey: memberKeys.overview(memberId),
    queryFn: get<MemberOverview>(memberPaths.member(memberId)),
    initialData: initial,
  });

export const useMemberConsent = (memberId: number) =>
  useQuery({ queryKey: memberKeys.consent(memberId), queryFn: get<MemberConsent>(memberPaths.consent(memberId)) });

export const useConsentHistory = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.consentHistory(memberId),
    queryFn: get<ConsentHistory>(memberPaths.consentHistory(memberId)),
  });

export const useRecurringCard = (memberId: number) =>
  useQuery({ queryKey: memberKeys.rcpCard(memberId), queryFn: get<RecurringCard>(memberPaths.rcpCard(memberId)) });

export const useMedicalDetails = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.medical(memberId),
    queryFn: get<MedicalConditions>(memberPaths.medicalDetails(memberId)),
  });

export const useMemberAddresses = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.addresses(memberId),
    queryFn: get<MemberAddresses>(memberPaths.addresses(memberId)),
  });

export type ConsentList = "marketing-campaigns" | "data-processing" | "communication-channels";

export const useConsentCampaigns = (list: "marketing-campaigns" | "data-processing") =>
  useQuery({
    queryKey: memberKeys.consentConfiguration(list),
    queryFn: get<ConsentCampaigns>(configurationPaths.consentList(list)),
    staleTime: 5 * 60_000,
  });

export const useCommunicationChannels = () =>
  useQuery({
    queryKey: memberKeys.consentConfiguration("communication-channels"),
    queryFn: get<CommunicationChannels>(configurationPaths.consentList("communication-channels")),
    staleTime: 5 * 60_000,
  });

/** A consent write answers the member's consent: put it in the cache, and re-read the history. */
function useConsentWrite<Body>(memberId: number, path: (memberId: number) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: Body; ifMatch?: string }) =>
      fetchJson<MemberConsent>(path(memberId), { method: "PUT", body, ifMatch }),
    onSuccess: (consent) => {
      queryClient.setQueryData(memberKeys.consent(memberId), consent);
      void queryClient.invalidateQueries({ queryKey: memberKeys.consentHistory(memberId) });
    },
  });
}

export const useAssignCampaignConsent = (memberId: number) =>
  useConsentWrite<AssignCampaignConsentRequest>(memberId, memberPaths.campaign);
export const useAssignChannelConsent = (memberId: number) =>
  useConsentWrite<AssignChannelConsentRequest>(memberId, memberPaths.communicationChannels);
export const useUpdateLegalAgreements = (memberId: number) =>
  useConsentWrite<UpdateConsentRequest>(memberId, memberPaths.consent);
