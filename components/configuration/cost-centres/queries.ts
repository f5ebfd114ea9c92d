"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateCostCentreRequest } from "@frontdesk/lib/contract/configuration";

/** TanStack Query hooks of the cost-centre screen, each read made from its declaration (`api.<area>.read`). */
const costCentres = () => api.configuration.read("costCentres");

export const useCostCentres = () => useQuery(costCentres());

/** Partial update (endpoint 19); the list shows the change at once and is then re-read. */
export function useUpdateCostCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id: string; body: UpdateCostCentreRequest; ifMatch?: string }) =>
      api.configuration.call("updateCostCentre", { params: { id }, body, ifMatch }),
    onSuccess: (_, { id, body }) => {
      queryClient.setQueryData(costCentres().queryKey, (list) =>
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
      void queryClient.invalidateQueries(costCentres());
    },
  });
}
