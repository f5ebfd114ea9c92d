"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useQuery } from "@tanstack/react-query";

/** TanStack Query hooks of the resource-product screens, each read made from its declaration (`api.<area>.read`). */

export const useResourceProducts = () => useQuery(api.configuration.read("resourceProducts"));

/** A product is asked by its id upper-cased (the platform's spelling): one cache entry per product, however typed. */
export const useResourceProduct = (productId: string) =>
  useQuery(api.configuration.read("resourceProduct", { params: { productId: productId.toUpperCase() } }));
