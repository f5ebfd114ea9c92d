"use client";

import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api/call";
import { configurationApi } from "@/lib/api/configuration";

/** TanStack Query hooks of the resource-product screens. */
export const resourceProductKeys = {
  all: ["configuration", "resource-products"] as const,
  one: (productId: string) => ["configuration", "resource-products", productId.toUpperCase()] as const,
};

export const useResourceProducts = () =>
  useQuery({
    queryKey: resourceProductKeys.all,
    queryFn: ({ signal }) => callApi(configurationApi.resourceProducts, { signal }),
  });

export const useResourceProduct = (productId: string) =>
  useQuery({
    queryKey: resourceProductKeys.one(productId),
    queryFn: ({ signal }) => callApi(configurationApi.resourceProduct, { params: { productId }, signal }),
  });
