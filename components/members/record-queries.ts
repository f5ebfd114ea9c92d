"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import { configurationPaths } from "@/components/configuration/api-paths";
import { memberPaths } from "./api-paths";
import type {
  AddMedicalConditionRequest,
  SaveWalletCardRequest,
  UpdateAddressesRequest,
  UpdateMedicalConditionRequest,
} from "@/lib/contract/members";
import { memberKeys } from "./queries";
import type {
  MedicalCondition,
  MedicalConditions,
  MedicalTypes,
  MemberAddresses,
  MemberErasureResult,
  MemberWaitingLists,
  RecurringCard,
  SaveWalletCardResult,
  WalletCards,
} from "@/lib/bff/responses";

/**
 * Query hooks of the medical, addresses and payment-card screens (the reads live in queries.ts).
 * Every write refreshes exactly what it changed, through memberKeys.
 */
export const recordKeys = {
  medicalTypes: ["configuration", "medical-types"] as const,
  wallet: (memberId: number, provider: string) => ["members", memberId, "wallet", provider] as const,
};

/** The sandbox's payment-provider segment (sandbox-contract §5). */
export const walletProvider = "sandbox";

export const useMedicalTypes = () =>
  useQuery({
    queryKey: recordKeys.medicalTypes,
    queryFn: ({ signal }) => fetchJson<MedicalTypes>(configurationPaths.medicalTypes, { signal }),
    staleTime: 5 * 60_000,
  });

export function useAddMedicalCondition(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMedicalConditionRequest) =>
      fetchJson<MedicalCondition>(memberPaths.medicalDetails(memberId), { method: "POST", body }),
    onSuccess: (created) => {
      queryClient.setQueryData<MedicalConditions>(memberKeys.medical(memberId), (old) =>
        old ? { ...old, medicalConditions: [...old.medicalConditions, created] } : old,
      );
    },
  });
}

export function useUpdateMedicalCondition(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ifMatch, ...body }: UpdateMedicalConditionRequest & { id: number; ifMatch: string }) =>
      fetchJson<MedicalCondition>(memberPaths.medicalCondition(memberId, id), { method: "PUT", body, ifMatch }),
    onSuccess: (changed) => {
      queryClient.setQueryData<MedicalConditions>(memberKeys.medical(memberId), (old) =>
        old
          ? { ...old, medicalConditions: old.medicalConditions.map((c) => (c.id === changed.id ? changed : c)) }
          : old,
      );
    },
  });
}

export function useRemoveMedicalCondition(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ifMatch }: { id: number; ifMatch: string }) =>
      fetchJson<undefined>(memberPaths.medicalCondition(memberId, id), { method: "DELETE", ifMatch }),
    onSuccess: (_nothing, { id }) => {
      queryClient.setQueryData<MedicalConditions>(memberKeys.medical(memberId), (old) =>
        old ? { ...old, medicalConditions: old.medicalConditions.filter((c) => c.id !== id) } : old,
      );
    },
  });
}

export function useUpdateAddresses(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: UpdateAddressesRequest; ifMatch: string }) =>
      fetchJson<MemberAddresses>(memberPaths.addresses(memberId), { method: "PUT", body, ifMatch }),
    onSuccess: (stored) => queryClient.setQueryData(memberKeys.addresses(memberId), stored),
  });
}

export const useWalletCards = (memberId: number, provider = walletProvider) =>
  useQuery({
    queryKey: recordKeys.wallet(memberId, provider),
    queryFn: ({ signal }) => fetchJson<WalletCards>(memberPaths.wallet(memberId, provider), { signal }),
    retry: false,
  });

/** Any wallet write changes the card list and may change the recurring card: re-read both. */
function useWalletWrite<Variables, Result>(memberId: number, write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKeys.wallet(memberId, walletProvider) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.rcpCard(memberId) }),
      ]);
    },
  });
}

export const useDesignateCard = (memberId: number) =>
  useWalletWrite(memberId, ({ cardId, ifMatch }: { cardId: number; ifMatch: string }) =>
    fetchJson<RecurringCard>(memberPaths.rcpCard(memberId), { method: "PUT", body: { cardId }, ifMatch }),
  );

export const useRemoveCard = (memberId: number) =>
  useWalletWrite(memberId, ({ cardId, ifMatch }: { cardId: number; ifMatch: string }) =>
    fetchJson<undefined>(memberPaths.walletCard(memberId, walletProvider, cardId), { method: "DELETE", ifMatch }),
  );

export const useSaveCard = (memberId: number) =>
  useWalletWrite(memberId, (body: SaveWalletCardRequest) =>
    fetchJson<SaveWalletCardResult>(memberPaths.saveCard(memberId), { method: "POST", body }),
  );

/** The sessions the member waits on (the alert banner's "on a waiting list"). */
export const useMemberWaitingLists = (memberId: number) =>
  useQuery({
    queryKey: [...memberKeys.member(memberId), "waiting-lists"] as const,
    queryFn: ({ signal }) => fetchJson<MemberWaitingLists>(memberPaths.waitingLists(memberId), { signal }),
  });

/** Records a member's erasure request; everything shown of the member is re-read afterwards. */
export function useEraseMember(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson<MemberErasureResult>(memberPaths.erasure(memberId), { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.member(memberId) }),
  });
}
