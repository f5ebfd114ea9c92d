"use client";

import { api } from "@/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CostCentre, UpdateCostCentreRequest } from "@/lib/contract/configuration";

/** TanStack Query hooks of the cost-centre screen. */
const costCentreKeys = { all: ["configuration", "cost-centres"] as const };

export const useCostCentres = () =>
  useQuery({
    queryKey: costCentreKeys.all,
    queryFn: ({ signal }) => api.configuration.call("costCentres", { signal }),
  });

/** Partial update (endpoint 19); the list shows the change at once and is then re-read. */
export function useUpdateCostCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id: string; body: UpdateCostCentreRequest; ifMatch?: string }) =>
      api.configuration.call("updateCostCentre", { params: { id }, body, ifMatch }),
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
