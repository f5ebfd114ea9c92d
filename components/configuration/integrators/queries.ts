"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateIntegratorRequest, GlobalIntegrator } from "@frontdesk/lib/contract/integrators";

/** TanStack Query hooks of the integrators screen, each read made from its declaration (`api.<area>.read`). */
const integrators = () => api.integrators.read("integrators");

const byName = (a: GlobalIntegrator, b: GlobalIntegrator) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

export const useIntegrators = () => useQuery(integrators());

function useReplaceInList() {
  const queryClient = useQueryClient();
  return (integrator: GlobalIntegrator) =>
    queryClient.setQueryData(integrators().queryKey, (list) =>
      list ? [...list.filter((i) => i.id !== integrator.id), integrator].sort(byName) : list,
    );
}

export function useCreateIntegrator() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: (body: Omit<CreateIntegratorRequest, "environmentId">) =>
      api.integrators.call("createIntegrator", { body }),
    onSuccess: replace,
  });
}

/**
 * Activation issues a key (first time or replacement). The list is refreshed by `done`, once the
 * key has been shown: a reactivated integrator moves to another list, which would close its dialog.
 */
export function useActivateIntegrator(id: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api.integrators.call("activateIntegrator", { params: { id } }),
  });
  return { ...mutation, done: () => void queryClient.invalidateQueries(integrators()) };
}

export function useDeleteIntegrator(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.integrators.call("deleteIntegrator", { params: { id } }),
    onSuccess: () => {
      queryClient.setQueryData(integrators().queryKey, (list) =>
        list?.map((i) => (i.id === id ? { ...i, isActive: false } : i)),
      );
      void queryClient.invalidateQueries(integrators());
    },
  });
}
