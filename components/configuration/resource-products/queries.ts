"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import { configurationPaths } from "@/components/configuration/api-paths";
import type { ResourceProduct, ResourceProducts } from "@/lib/bff/responses";

/** TanStack Query hooks of the resource-product screens. */
export const resourceProductKeys = {
  all: ["configuration", "resource-products"] as const,
  one: (productId: string) => ["configuration", "resource-products", productId.toUpperCase()] as const,
};

export const useResourceProducts = () =>
  useQuery({
    queryKey: resourceProductKeys.all,
    queryFn: ({ signal }) => fetchJson<ResourceProducts>(configurationPaths.resourceProducts, { signal }),
  });

export const useResourceProduct = (productId: string) =>
  useQuery({
    queryKey: resourceProductKeys.one(productId),
    queryFn: ({ signal }) => fetchJson<ResourceProduct>(configurationPaths.resourceProduct(productId), { signal }),
  });
