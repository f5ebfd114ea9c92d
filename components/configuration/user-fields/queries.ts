"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateUserFieldRequest } from "@frontdesk/lib/contract/configuration";

/** TanStack Query hooks of the user-field screens, each read made from its declaration (`api.<area>.read`). */
const userFields = () => api.configuration.read("userFields", { query: {} });

export const useUserFields = () => useQuery(userFields());

/** Endpoint 3: answers the new definition's id; the list is re-read. */
export function useCreateUserField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserFieldRequest) => api.configuration.call("createUserField", { body }),
    onSuccess: () => void queryClient.invalidateQueries(userFields()),
  });
}
