"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SiteSettingsRequest } from "@frontdesk/lib/contract/site-settings";

/** TanStack Query hooks of the site screens, each read made from its declaration (`api.<area>.read`). */

/** A site's reads are asked by its id upper-cased (the platform's spelling): one cache entry per site, however typed. */
const ofSite = (siteId: string) => ({ params: { siteId: siteId.toUpperCase() } });

/** Every site (the booking sheet's site picker reads the same entry). */
export const useSites = () => useQuery(api.configuration.read("sites"));

/** One site with organisations, images, social media, amenities and facilities. */
export const useSite = (siteId: string) => useQuery(api.configuration.read("site", ofSite(siteId)));

/** The site's own settings (the waiting-list hold time in force). */
export const useSiteSettings = (siteId: string) => useQuery(api.configuration.read("siteSettings", ofSite(siteId)));

export function useSaveSiteSettings(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: SiteSettingsRequest; ifMatch?: string }) =>
      api.configuration.call("saveSiteSettings", { params: { siteId }, body, ifMatch }),
    onSuccess: (saved) => {
      queryClient.setQueryData(api.configuration.read("siteSettings", ofSite(siteId)).queryKey, saved);
      void queryClient.invalidateQueries(api.configuration.read("siteSettingChanges", ofSite(siteId)));
    },
  });
}

/** The site's latest changes of settings, newest first: who changed the hold time, when, from what. */
export const useSiteSettingChanges = (siteId: string) =>
  useQuery(api.configuration.read("siteSettingChanges", ofSite(siteId)));
