"use client";

import { api } from "@/lib/api/areas";
import { useQuery } from "@tanstack/react-query";

/** TanStack Query hooks of the resource-product screens. */
const resourceProductKeys = {
  all: ["configuration", "resource-products"] as const,
  one: (productId: string) => ["configuration", "resource-products", productId.toUpperCase()] as const,
};

export const useResourceProducts = () =>
  useQuery({
    queryKey: resourceProductKeys.all,
    queryFn: ({ signal }) => api.configuration.call("resourceProducts", { signal }),
  });

export const useResourceProduct = (productId: string) =>
  useQuery({
    queryKey: resourceProductKeys.one(productId),
    queryFn: ({ signal }) => api.configuration.call("resourceProduct", { params: { productId }, signal }),
  });
