"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CallInput } from "@frontdesk/lib/api/call";
import type { memberApi } from "@frontdesk/lib/api/members";

/**
 * TanStack Query hooks of the members area: one per BFF route, each read made from its declaration
 * (`api.members.read`), whose key a write sets or refreshes.
 */

export const useMemberOverview = (memberId: number) => useQuery(api.members.read("overview", { params: { memberId } }));

export const useMemberConsent = (memberId: number) => useQuery(api.members.read("consent", { params: { memberId } }));

export const useConsentHistory = (memberId: number) =>
  useQuery(api.members.read("consentHistory", { params: { memberId } }));

export const useRecurringCard = (memberId: number) =>
  useQuery(api.members.read("recurringCard", { params: { memberId } }));

export const useMedicalDetails = (memberId: number) =>
  useQuery(api.members.read("medicalDetails", { params: { memberId } }));

export const useMemberAddresses = (memberId: number) =>
  useQuery(api.members.read("addresses", { params: { memberId } }));

export const useConsentCampaigns = (list: "marketing-campaigns" | "data-processing") =>
  useQuery({
    ...api.configuration.read(list === "marketing-campaigns" ? "marketingCampaigns" : "dataProcessingCampaigns"),
    staleTime: 5 * 60_000,
  });

export const useCommunicationChannels = () =>
  useQuery({ ...api.configuration.read("communicationChannels"), staleTime: 5 * 60_000 });

/** A consent write answers the member's consent: put it in the cache, and re-read the history. */
function useConsentWrite<K extends "campaign" | "channel" | "updateConsent">(memberId: number, name: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: CallInput<(typeof memberApi)[K]>["body"]; ifMatch?: string }) =>
      // the three share one input shape, but TypeScript cannot resolve CallInput's conditional type over a generic K
      api.members.call(name, { params: { memberId }, body, ifMatch } as unknown as CallInput<(typeof memberApi)[K]>),
    onSuccess: (consent) => {
      queryClient.setQueryData(api.members.read("consent", { params: { memberId } }).queryKey, consent);
      void queryClient.invalidateQueries(api.members.read("consentHistory", { params: { memberId } }));
    },
  });
}

export const useAssignCampaignConsent = (memberId: number) => useConsentWrite(memberId, "campaign");
export const useAssignChannelConsent = (memberId: number) => useConsentWrite(memberId, "channel");
export const useUpdateLegalAgreements = (memberId: number) => useConsentWrite(memberId, "updateConsent");

/** When the member's details were last confirmed, and which are due a check. */
export const useDetailChecks = (memberId: number) =>
  useQuery(api.members.read("detailChecks", { params: { memberId } }));

/** "Checked, still correct": the answer is the new state of the checks. */
export function useConfirmDetails(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof memberApi.confirmDetails>["body"]) =>
      api.members.call("confirmDetails", { params: { memberId }, body }),
    onSuccess: (checks) =>
      queryClient.setQueryData(api.members.read("detailChecks", { params: { memberId } }).queryKey, checks),
  });
}
