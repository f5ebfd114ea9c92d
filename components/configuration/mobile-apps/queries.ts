"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import type { AddMobileAppVersionRequest, CreateMobileAppIdentifierRequest } from "@/lib/contract/mobile-apps";

/** A version as the browser sees it: the secret stays on the server until revealed. */
export interface MaskedVersion {
  id: number;
  appVersion: string;
  secretEnding: string;
  secretLength: number;
}
export interface MaskedIdentifier {
  id: number;
  appBundleId: string;
  oneSignalAppId: string;
  versions: MaskedVersion[];
}

export const mobileAppKeys = { all: ["configuration", "mobile-apps"] as const };

export const useMobileApps = () =>
  useQuery({ queryKey: mobileAppKeys.all, queryFn: ({ signal }) => fetchJson<MaskedIdentifier[]>("/api/configuration/mobile-apps", { signal }) });

export function useCreateMobileApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMobileAppIdentifierRequest) => fetchJson<MaskedIdentifier>("/api/configuration/mobile-apps", { method: "POST", body }),
    onSuccess: (created) => queryClient.setQueryData<MaskedIdentifier[]>(mobileAppKeys.all, (list) => (list ? [...list, created] : list)),
  });
}

export function useAddVersion(identifierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMobileAppVersionRequest) => fetchJson<MaskedVersion>(`/api/configuration/mobile-apps/${identifierId}/versions`, { method: "POST", body }),
    onSuccess: (version) =>
      queryClient.setQueryData<MaskedIdentifier[]>(mobileAppKeys.all, (list) => list?.map((i) => (i.id === identifierId ? { ...i, versions: [...i.versions, version] } : i))),
  });
}

export function useDeleteVersion(identifierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => fetchJson<void>(`/api/configuration/mobile-apps/${identifierId}/versions/${versionId}`, { method: "DELETE" }),
    onSuccess: (_none, versionId) =>
      queryClient.setQueryData<MaskedIdentifier[]>(mobileAppKeys.all, (list) => list?.map((i) => (i.id === identifierId ? { ...i, versions: i.versions.filter((v) => v.id !== versionId) } : i))),
  });
}

/** One secret, fetched only when the admin asks to see or copy it. */
export const revealSecret = (identifierId: number, versionId: number) =>
  fetchJson<{ appSecret: string }>(`/api/configuration/mobile-apps/${identifierId}/versions/${versionId}/secret`, { method: "POST" }).then((r) => r.appSecret);
