"use client";

import { api } from "@/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CallInput } from "@/lib/api/call";
import type { memberApi } from "@/lib/api/members";
import { memberKeys } from "./member-keys";

/**
 * TanStack Query hooks of the members area: one per BFF route. Query keys come from
 * memberKeys so a write can refresh exactly what it changed.
 */

export const useMemberOverview = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.overview(memberId),
    queryFn: ({ signal }) => api.members.call("overview", { params: { memberId }, signal }),
  });

export const useMemberConsent = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.consent(memberId),
    queryFn: ({ signal }) => api.members.call("consent", { params: { memberId }, signal }),
  });

export const useConsentHistory = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.consentHistory(memberId),
    queryFn: ({ signal }) => api.members.call("consentHistory", { params: { memberId }, signal }),
  });

export const useRecurringCard = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.rcpCard(memberId),
    queryFn: ({ signal }) => api.members.call("recurringCard", { params: { memberId }, signal }),
  });

export const useMedicalDetails = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.medical(memberId),
    queryFn: ({ signal }) => api.members.call("medicalDetails", { params: { memberId }, signal }),
  });

export const useMemberAddresses = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.addresses(memberId),
    queryFn: ({ signal }) => api.members.call("addresses", { params: { memberId }, signal }),
  });

export const useConsentCampaigns = (list: "marketing-campaigns" | "data-processing") =>
  useQuery({
    queryKey: memberKeys.consentConfiguration(list),
    queryFn: ({ signal }) =>
      api.configuration.call(list === "marketing-campaigns" ? "marketingCampaigns" : "dataProcessingCampaigns", {
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export const useCommunicationChannels = () =>
  useQuery({
    queryKey: memberKeys.consentConfiguration("communication-channels"),
    queryFn: ({ signal }) => api.configuration.call("communicationChannels", { signal }),
    staleTime: 5 * 60_000,
  });

/** A consent write answers the member's consent: put it in the cache, and re-read the history. */
function useConsentWrite<K extends "campaign" | "channel" | "updateConsent">(memberId: number, name: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: CallInput<(typeof memberApi)[K]>["body"]; ifMatch?: string }) =>
      // the three share one input shape, but TypeScript cannot resolve CallInput's conditional type over a generic K
      api.members.call(name, { params: { memberId }, body, ifMatch } as unknown as CallInput<(typeof memberApi)[K]>),
    onSuccess: (consent) => {
      queryClient.setQueryData(memberKeys.consent(memberId), consent);
      void queryClient.invalidateQueries({ queryKey: memberKeys.consentHistory(memberId) });
    },
  });
}

export const useAssignCampaignConsent = (memberId: number) => useConsentWrite(memberId, "campaign");
export const useAssignChannelConsent = (memberId: number) => useConsentWrite(memberId, "channel");
export const useUpdateLegalAgreements = (memberId: number) => useConsentWrite(memberId, "updateConsent");

/** When the member's details were last confirmed, and which are due a check. */
export const useDetailChecks = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.detailChecks(memberId),
    queryFn: ({ signal }) => api.members.call("detailChecks", { params: { memberId }, signal }),
  });

/** "Checked, still correct": the answer is the new state of the checks. */
export function useConfirmDetails(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof memberApi.confirmDetails>["body"]) =>
      api.members.call("confirmDetails", { params: { memberId }, body }),
    onSuccess: (checks) => queryClient.setQueryData(memberKeys.detailChecks(memberId), checks),
  });
}
