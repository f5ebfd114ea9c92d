"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AddMobileAppVersionRequest, CreateMobileAppIdentifierRequest } from "@frontdesk/lib/contract/mobile-apps";

/** TanStack Query hooks of the mobile-app screen, each read made from its declaration (`api.<area>.read`). */
const mobileApps = () => api.mobileApps.read("mobileApps");
const secretReveals = () => api.mobileApps.read("secretReveals");

export const useSecretReveals = () => useQuery(secretReveals());

/** The operator's environments (the versions' "Environments" column). */
export const useEnvironments = () => useQuery(api.mobileApps.read("environments"));

/** Deletes an app with all its versions. */
export function useDeleteMobileApp(identifierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.mobileApps.call("deleteMobileApp", { params: { id: identifierId } }),
    onSuccess: () =>
      queryClient.setQueryData(mobileApps().queryKey, (list) => list?.filter((i) => i.id !== identifierId)),
  });
}

export const useMobileApps = () => useQuery(mobileApps());

export function useCreateMobileApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMobileAppIdentifierRequest) => api.mobileApps.call("createMobileApp", { body }),
    onSuccess: (created) =>
      queryClient.setQueryData(mobileApps().queryKey, (list) => (list ? [...list, created] : list)),
  });
}

export function useAddVersion(identifierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMobileAppVersionRequest) =>
      api.mobileApps.call("addVersion", { params: { id: identifierId }, body }),
    onSuccess: (version) =>
      queryClient.setQueryData(mobileApps().queryKey, (list) =>
        list?.map((i) => (i.id === identifierId ? { ...i, versions: [...i.versions, version] } : i)),
      ),
  });
}

export function useDeleteVersion(identifierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) =>
      api.mobileApps.call("deleteVersion", { params: { id: identifierId, versionId } }),
    onSuccess: (_none, versionId) =>
      queryClient.setQueryData(mobileApps().queryKey, (list) =>
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
    api.mobileApps.call("revealSecret", { params: { id: identifierId, versionId } }).then((r) => {
      void queryClient.invalidateQueries(secretReveals());
      return r.appSecret;
    });
}
