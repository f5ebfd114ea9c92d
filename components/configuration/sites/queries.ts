"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import { configurationPaths } from "@/components/configuration/api-paths";
import type { SiteDetail, Sites } from "@/lib/bff/responses";

/** TanStack Query hooks of the site screens. */
export const siteKeys = {
  all: ["configuration", "sites"] as const,
  one: (siteId: string) => ["configuration", "sites", siteId.toUpperCase()] as const,
};

export const useSites = () =>
  useQuery({ queryKey: siteKeys.all, queryFn: ({ signal }) => fetchJson<Sites>(configurationPaths.sites, { signal }) });

/** One site with organisations, images, social media, amenities and facilities. */
export const useSite = (siteId: string) =>
  useQuery({
    queryKey: siteKeys.one(siteId),
    queryFn: ({ signal }) => fetchJson<SiteDetail>(configurationPaths.site(siteId), { signal }),
  });
