"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateMemberStatusRequest } from "@frontdesk/lib/contract/configuration";

/** TanStack Query hooks of the member-status screens, each read made from its declaration (`api.<area>.read`). */

/** A status's reads are asked by its id upper-cased: one cache entry per status, however typed. */
const ofStatus = (statusId: string) => ({ params: { statusId: statusId.toUpperCase() } });

export const useStatuses = () => useQuery(api.configuration.read("statuses"));

export const useStatus = (statusId: string) => useQuery(api.configuration.read("status", ofStatus(statusId)));

/** How many members hold the status: a behaviour change applies to them at once. Read fresh when asked. */
export const useStatusMemberCount = (statusId: string, enabled: boolean) =>
  useQuery({ ...api.configuration.read("statusMemberCount", ofStatus(statusId)), enabled, staleTime: 0 });

/** The PUT answers the status as stored: put it in the cache and refresh the list. */
export function useUpdateStatus(statusId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: UpdateMemberStatusRequest; ifMatch: string }) =>
      api.configuration.call("updateStatus", { params: { statusId }, body, ifMatch }),
    onSuccess: (status) => {
      queryClient.setQueryData(api.configuration.read("status", ofStatus(statusId)).queryKey, status);
      void queryClient.invalidateQueries(api.configuration.read("statuses"));
    },
  });
}
