"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@frontdesk/lib/api/areas";

/** My own second factors (the Security and sign-in screen, the step-up dialog). */
const myFactors = () => api.factors.read("mine");

export const useMyFactors = () => useQuery(myFactors());

/** After any change of my factors, the list is read again. */
function useFactorWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries(myFactors()) });
}

export const useRemoveFactor = () =>
  useFactorWrite((factorId: number) => api.factors.call("remove", { params: { factorId } }));

export const useRenameFactor = () =>
  useFactorWrite(({ factorId, name }: { factorId: number; name: string }) =>
    api.factors.call("rename", { params: { factorId }, body: { name } }),
  );

export const useRenewRecoveryCodes = () => useFactorWrite(() => api.factors.call("renewRecoveryCodes", {}));

export const useRefreshMyFactors = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(myFactors());
};
