"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AddMedicalConditionRequest,
  SaveWalletCardRequest,
  UpdateAddressesRequest,
  UpdateMedicalConditionRequest,
} from "@frontdesk/lib/contract/members";
import { walletProvider } from "./member-keys";
import { aboutMember } from "@frontdesk/lib/api/read";

/**
 * Query hooks of the medical, addresses and payment-card screens (the reads live in queries.ts).
 * Every write refreshes exactly what it changed, by the key of its read.
 */
export const useMedicalTypes = () => useQuery({ ...api.configuration.read("medicalTypes"), staleTime: 5 * 60_000 });

/** The member's medical details' query key (each write below puts its answer there). */
const medicalKey = (memberId: number) => api.members.read("medicalDetails", { params: { memberId } }).queryKey;

export function useAddMedicalCondition(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMedicalConditionRequest) =>
      api.members.call("addMedicalCondition", { params: { memberId }, body }),
    onSuccess: (created) => {
      queryClient.setQueryData(medicalKey(memberId), (old) =>
        old ? { ...old, medicalConditions: [...old.medicalConditions, created] } : old,
      );
    },
  });
}

export function useUpdateMedicalCondition(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ifMatch, ...body }: UpdateMedicalConditionRequest & { id: number; ifMatch: string }) =>
      api.members.call("updateMedicalCondition", { params: { memberId, id }, body, ifMatch }),
    onSuccess: (changed) => {
      queryClient.setQueryData(medicalKey(memberId), (old) =>
        old
          ? {
              ...old,
              medicalConditions: changed
                ? old.medicalConditions.map((c) => (c.id === changed.id ? changed : c))
                : old.medicalConditions,
            }
          : old,
      );
    },
  });
}

export function useRemoveMedicalCondition(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ifMatch }: { id: number; ifMatch: string }) =>
      api.members.call("removeMedicalCondition", { params: { memberId, id }, ifMatch }),
    onSuccess: (_nothing, { id }) => {
      queryClient.setQueryData(medicalKey(memberId), (old) =>
        old ? { ...old, medicalConditions: old.medicalConditions.filter((c) => c.id !== id) } : old,
      );
    },
  });
}

export function useUpdateAddresses(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: UpdateAddressesRequest; ifMatch: string }) =>
      api.members.call("updateAddresses", { params: { memberId }, body, ifMatch }),
    onSuccess: (stored) =>
      queryClient.setQueryData(api.members.read("addresses", { params: { memberId } }).queryKey, stored),
  });
}

export const useWalletCards = (memberId: number, provider = walletProvider) =>
  useQuery({ ...api.members.read("walletCards", { params: { memberId, provider } }), retry: false });

/** Any wallet write changes the card list and may change the recurring card: re-read both. */
function useWalletWrite<Variables, Result>(memberId: number, write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries(
          api.members.read("walletCards", { params: { memberId, provider: walletProvider } }),
        ),
        queryClient.invalidateQueries(api.members.read("recurringCard", { params: { memberId } })),
      ]);
    },
  });
}

export const useDesignateCard = (memberId: number) =>
  useWalletWrite(memberId, ({ cardId, ifMatch }: { cardId: number; ifMatch: string }) =>
    api.members.call("designateCard", { params: { memberId }, body: { cardId }, ifMatch }),
  );

export const useRemoveCard = (memberId: number) =>
  useWalletWrite(memberId, ({ cardId, ifMatch }: { cardId: number; ifMatch: string }) =>
    api.members.call("removeWalletCard", { params: { memberId, provider: walletProvider, cardId }, ifMatch }),
  );

export const useSaveCard = (memberId: number) =>
  useWalletWrite(memberId, (body: SaveWalletCardRequest) =>
    api.members.call("saveCard", { params: { memberId }, body }),
  );

/** The sessions the member waits on (the alert banner's "on a waiting list"). */
export const useMemberWaitingLists = (memberId: number) =>
  useQuery(api.members.read("waitingLists", { params: { memberId } }));

/** Records a member's erasure request; everything shown of the member is re-read afterwards. */
export function useEraseMember(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.members.call("erasure", { params: { memberId } }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: aboutMember(memberId) }),
  });
}
