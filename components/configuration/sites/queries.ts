"use client";

import { api } from "@/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SiteSettingsRequest } from "@/lib/contract/site-settings";

/** TanStack Query hooks of the site screens. */
const siteKeys = {
  all: ["configuration", "sites"] as const,
  one: (siteId: string) => ["configuration", "sites", siteId.toUpperCase()] as const,
  settings: (siteId: string) => ["configuration", "sites", siteId.toUpperCase(), "settings"] as const,
  settingChanges: (siteId: string) => ["configuration", "sites", siteId.toUpperCase(), "settings", "changes"] as const,
};

export const useSites = () =>
  useQuery({ queryKey: siteKeys.all, queryFn: ({ signal }) => api.configuration.call("sites", { signal }) });

/** One site with organisations, images, social media, amenities and facilities. */
export const useSite = (siteId: string) =>
  useQuery({
    queryKey: siteKeys.one(siteId),
    queryFn: ({ signal }) => api.configuration.call("site", { params: { siteId }, signal }),
  });

/** The site's own settings (the waiting-list hold time in force). */
export const useSiteSettings = (siteId: string) =>
  useQuery({
    queryKey: siteKeys.settings(siteId),
    queryFn: ({ signal }) => api.configuration.call("siteSettings", { params: { siteId }, signal }),
  });

export function useSaveSiteSettings(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: SiteSettingsRequest; ifMatch?: string }) =>
      api.configuration.call("saveSiteSettings", { params: { siteId }, body, ifMatch }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteKeys.settings(siteId), saved);
      void queryClient.invalidateQueries({ queryKey: siteKeys.settingChanges(siteId) });
    },
  });
}

/** The site's latest changes of settings, newest first: who changed the hold time, when, from what. */
export const useSiteSettingChanges = (siteId: string) =>
  useQuery({
    queryKey: siteKeys.settingChanges(siteId),
    queryFn: ({ signal }) => api.configuration.call("siteSettingChanges", { params: { siteId }, signal }),
  });
