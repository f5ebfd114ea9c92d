"use client";

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, type CallInput } from "@/lib/api/call";
import { memberApi } from "@/lib/api/members";
import { configurationApi } from "@/lib/api/configuration";
import type { MemberOverview } from "@/lib/contract/members";

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
  flags: (memberId: number) => ["members", memberId, "flags"] as const,
  detailChecks: (memberId: number) => ["members", memberId, "detail-checks"] as const,
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

/** One member's flags, read only while `enabled` (the highlighted result where the platform cannot list a page's). */
export const useMemberFlags = (memberId: number, enabled: boolean) =>
  useQuery({
    queryKey: memberKeys.flags(memberId),
    queryFn: ({ signal }) => callApi(memberApi.flags, { params: { memberId }, signal }),
    enabled,
    staleTime: 30_000,
  });

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
    queryFn: ({ signal }) =>
      callApi(
        list === "marketing-campaigns" ? configurationApi.marketingCampaigns : configurationApi.dataProcessingCampaigns,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export const useCommunicationChannels = () =>
  useQuery({
    queryKey: memberKeys.consentConfiguration("communication-channels"),
    queryFn: ({ signal }) => callApi(configurationApi.communicationChannels, { signal }),
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

/** When the member's details were last confirmed, and which are due a check. */
export const useDetailChecks = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.detailChecks(memberId),
    queryFn: ({ signal }) => callApi(memberApi.detailChecks, { params: { memberId }, signal }),
  });

/** "Checked, still correct": the answer is the new state of the checks. */
export function useConfirmDetails(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof memberApi.confirmDetails>["body"]) =>
      callApi(memberApi.confirmDetails, { params: { memberId }, body }),
    onSuccess: (checks) => queryClient.setQueryData(memberKeys.detailChecks(memberId), checks),
  });
}
