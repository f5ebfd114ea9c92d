"use client";

import { api } from "@/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateUserFieldRequest } from "@/lib/contract/configuration";

/** TanStack Query hooks of the user-field screens. */
const userFieldKeys = { all: ["configuration", "user-fields"] as const };

export const useUserFields = () =>
  useQuery({
    queryKey: userFieldKeys.all,
    queryFn: ({ signal }) => api.configuration.call("userFields", { query: {}, signal }),
  });

/** Endpoint 3: answers the new definition's id; the list is re-read. */
export function useCreateUserField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserFieldRequest) => api.configuration.call("createUserField", { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userFieldKeys.all }),
  });
}
