"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api/call";
import { configurationApi } from "@/lib/api/configuration";
import type { SiteSettingsRequest } from "@/lib/contract/site-settings";

/** TanStack Query hooks of the site screens. */
export const siteKeys = {
  all: ["configuration", "sites"] as const,
  one: (siteId: string) => ["configuration", "sites", siteId.toUpperCase()] as const,
  settings: (siteId: string) => ["configuration", "sites", siteId.toUpperCase(), "settings"] as const,
};

export const useSites = () =>
  useQuery({ queryKey: siteKeys.all, queryFn: ({ signal }) => callApi(configurationApi.sites, { signal }) });

/** One site with organisations, images, social media, amenities and facilities. */
export const useSite = (siteId: string) =>
  useQuery({
    queryKey: siteKeys.one(siteId),
    queryFn: ({ signal }) => callApi(configurationApi.site, { params: { siteId }, signal }),
  });

/** The site's own settings (the waiting-list hold time in force). */
export const useSiteSettings = (siteId: string) =>
  useQuery({
    queryKey: siteKeys.settings(siteId),
    queryFn: ({ signal }) => callApi(configurationApi.siteSettings, { params: { siteId }, signal }),
  });

export function useSaveSiteSettings(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: SiteSettingsRequest; ifMatch?: string }) =>
      callApi(configurationApi.saveSiteSettings, { params: { siteId }, body, ifMatch }),
    onSuccess: (saved) => queryClient.setQueryData(siteKeys.settings(siteId), saved),
  });
}
