"use client";

import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api/call";
import { configurationApi } from "@/lib/api/configuration";

/** TanStack Query hooks of the site screens. */
export const siteKeys = {
  all: ["configuration", "sites"] as const,
  one: (siteId: string) => ["configuration", "sites", siteId.toUpperCase()] as const,
};

export const useSites = () =>
  useQuery({ queryKey: siteKeys.all, queryFn: ({ signal }) => callApi(configurationApi.sites, { signal }) });

/** One site with organisations, images, social media, amenities and facilities. */
export const useSite = (siteId: string) =>
  useQuery({
    queryKey: siteKeys.one(siteId),
    queryFn: ({ signal }) => callApi(configurationApi.site, { params: { siteId }, signal }),
  });
