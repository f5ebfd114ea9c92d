"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import { configurationPaths } from "@/components/configuration/api-paths";
import type { CreateUserFieldRequest } from "@/lib/contract/configuration";
import type { CreatedUserField, UserFields } from "@/lib/bff/responses";

/** TanStack Query hooks of the user-field screens. */
export const userFieldKeys = { all: ["configuration", "user-fields"] as const };

export const useUserFields = () =>
  useQuery({
    queryKey: userFieldKeys.all,
    queryFn: ({ signal }) => fetchJson<UserFields>(configurationPaths.userFields, { signal }),
  });

/** Endpoint 3: answers the new definition's id; the list is re-read. */
export function useCreateUserField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserFieldRequest) =>
      fetchJson<CreatedUserField>(configurationPaths.userFields, { method: "POST", body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userFieldKeys.all }),
  });
}
