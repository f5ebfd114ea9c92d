"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import { configurationPaths } from "@/components/configuration/api-paths";
import type { AddMobileAppVersionRequest, CreateMobileAppIdentifierRequest } from "@/lib/contract/mobile-apps";
import type { MaskedIdentifier, MaskedVersion, RevealedSecret, SecretRevealEntry } from "@/lib/bff/responses";

export const mobileAppKeys = {
  all: ["configuration", "mobile-apps"] as const,
  reveals: ["configuration", "mobile-apps", "reveals"] as const,
};

export const useSecretReveals = () =>
  useQuery({
    queryKey: mobileAppKeys.reveals,
    queryFn: ({ signal }) => fetchJson<SecretRevealEntry[]>(configurationPaths.secretReveals, { signal }),
  });

/** Deletes an app with all its versions. */
export function useDeleteMobileApp(identifierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson<void>(configurationPaths.mobileApp(identifierId), { method: "DELETE" }),
    onSuccess: () =>
      queryClient.setQueryData<MaskedIdentifier[]>(mobileAppKeys.all, (list) =>
        list?.filter((i) => i.id !== identifierId),
      ),
  });
}

export const useMobileApps = () =>
  useQuery({
    queryKey: mobileAppKeys.all,
    queryFn: ({ signal }) => fetchJson<MaskedIdentifier[]>(configurationPaths.mobileApps, { signal }),
  });

export function useCreateMobileApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMobileAppIdentifierRequest) =>
      fetchJson<MaskedIdentifier>(configurationPaths.mobileApps, { method: "POST", body }),
    onSuccess: (created) =>
      queryClient.setQueryData<MaskedIdentifier[]>(mobileAppKeys.all, (list) => (list ? [...list, created] : list)),
  });
}

export function useAddVersion(identifierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMobileAppVersionRequest) =>
      fetchJson<MaskedVersion>(configurationPaths.mobileAppVersions(identifierId), { method: "POST", body }),
    onSuccess: (version) =>
      queryClient.setQueryData<MaskedIdentifier[]>(mobileAppKeys.all, (list) =>
        list?.map((i) => (i.id === identifierId ? { ...i, versions: [...i.versions, version] } : i)),
      ),
  });
}

export function useDeleteVersion(identifierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) =>
      fetchJson<void>(configurationPaths.mobileAppVersion(identifierId, versionId), { method: "DELETE" }),
    onSuccess: (_none, versionId) =>
      queryClient.setQueryData<MaskedIdentifier[]>(mobileAppKeys.all, (list) =>
        list?.map((i) =>
          i.id === identifierId ? { ...i, versions: i.versions.filter((v) => v.id !== versionId) } : i,
        ),
      ),
  });
}

/** One secret, fetched only when the admin asks to see or copy it; each fetch is audited, so the trail is refreshed. */
export function useRevealSecret(identifierId: number, versionId: number) {
  const queryClient = useQueryClient();
  return () =>
    fetchJson<RevealedSecret>(configurationPaths.mobileAppVersionSecret(identifierId, versionId), {
      method: "POST",
    }).then((r) => {
      void queryClient.invalidateQueries({ queryKey: mobileAppKeys.reveals });
      return r.appSecret;
    });
}
