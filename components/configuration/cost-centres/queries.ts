"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import { configurationPaths } from "@/components/configuration/api-paths";
import type { CostCentre, UpdateCostCentreRequest } from "@/lib/contract/configuration";
import type { CostCentres } from "@/lib/bff/responses";

/** TanStack Query hooks of the cost-centre screen. */
export const costCentreKeys = { all: ["configuration", "cost-centres"] as const };

export const useCostCentres = () =>
  useQuery({
    queryKey: costCentreKeys.all,
    queryFn: ({ signal }) => fetchJson<CostCentres>(configurationPaths.costCentres, { signal }),
  });

/** Partial update (endpoint 19); the list shows the change at once and is then re-read. */
export function useUpdateCostCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id: string; body: UpdateCostCentreRequest; ifMatch?: string }) =>
      fetchJson<void>(configurationPaths.costCentre(id), { method: "PUT", body, ifMatch }),
    onSuccess: (_, { id, body }) => {
      queryClient.setQueryData<CostCentre[]>(costCentreKeys.all, (list) =>
        list?.map((c) =>
          c.id === id
            ? {
                ...c,
                ...(body.description != null ? { description: body.description } : {}),
                ...(body.reference != null ? { reference: body.reference } : {}),
              }
            : c,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: costCentreKeys.all });
    },
  });
}
