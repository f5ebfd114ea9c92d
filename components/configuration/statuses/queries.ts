"use client";

import { api } from "@/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateMemberStatusRequest } from "@/lib/contract/configuration";

/** TanStack Query hooks of the member-status screens. */
const statusKeys = {
  all: ["configuration", "statuses"] as const,
  one: (statusId: string) => ["configuration", "statuses", statusId.toUpperCase()] as const,
};

export const useStatuses = () =>
  useQuery({
    queryKey: statusKeys.all,
    queryFn: ({ signal }) => api.configuration.call("statuses", { signal }),
  });

export const useStatus = (statusId: string) =>
  useQuery({
    queryKey: statusKeys.one(statusId),
    queryFn: ({ signal }) => api.configuration.call("status", { params: { statusId }, signal }),
  });

/** How many members hold the status: a behaviour change applies to them at once. Read fresh when asked. */
export const useStatusMemberCount = (statusId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...statusKeys.one(statusId), "member-count"],
    queryFn: ({ signal }) => api.configuration.call("statusMemberCount", { params: { statusId }, signal }),
    enabled,
    staleTime: 0,
  });

/** The PUT answers the status as stored: put it in the cache and refresh the list. */
export function useUpdateStatus(statusId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: UpdateMemberStatusRequest; ifMatch: string }) =>
      api.configuration.call("updateStatus", { params: { statusId }, body, ifMatch }),
    onSuccess: (status) => {
      queryClient.setQueryData(statusKeys.one(statusId), status);
      void queryClient.invalidateQueries({ queryKey: statusKeys.all, exact: true });
    },
  });
}
