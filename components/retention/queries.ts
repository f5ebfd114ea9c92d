"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/areas";
import type { RetentionRuleKind, RetentionRuleRequest, RetentionScheduleRequest } from "@/lib/contract/retention";

/** The retention schedule's reads and writes (issue 33). */
const retentionKeys = {
  settings: ["retention", "settings"] as const,
  runs: ["retention", "runs"] as const,
  dryRun: ["retention", "dry-run"] as const,
  member: (memberId: number) => ["retention", "member", memberId] as const,
};

export const useRetentionSettings = () =>
  useQuery({
    queryKey: retentionKeys.settings,
    queryFn: ({ signal }) => api.retention.call("settings", { signal }),
  });

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: RetentionRuleKind; body: RetentionRuleRequest }) =>
      api.retention.call("rule", { params: { kind }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retentionKeys.settings }),
  });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionScheduleRequest) => api.retention.call("schedule", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retentionKeys.settings }),
  });
}

/** The dry run is asked for (it reads every due record), never fetched on its own. */
export const useDryRun = () =>
  useQuery({
    queryKey: retentionKeys.dryRun,
    queryFn: ({ signal }) => api.retention.call("dryRun", { signal }),
    enabled: false,
    gcTime: 0,
  });

/** The runs, polled every two seconds while one is running. */
export const useRuns = () =>
  useQuery({
    queryKey: retentionKeys.runs,
    queryFn: ({ signal }) => api.retention.call("runs", { signal }),
    refetchInterval: (query) => (query.state.data?.some((r) => r.state === "running") ? 2000 : false),
  });

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.retention.call("startRun", {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: retentionKeys.runs }),
  });
}

export function useChangeRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, action }: { runId: number; action: "stop" | "resume" | "close" }) =>
      api.retention.call("changeRun", { params: { runId }, body: { action } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: retentionKeys.runs }),
  });
}

export const useMemberRetention = (memberId: number) =>
  useQuery({
    queryKey: retentionKeys.member(memberId),
    queryFn: ({ signal }) => api.retention.call("member", { params: { memberId }, signal }),
  });

export function usePlaceHold(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) => api.retention.call("placeHold", { params: { memberId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retentionKeys.member(memberId) }),
  });
}

export function useReleaseHold(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.retention.call("releaseHold", { params: { memberId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retentionKeys.member(memberId) }),
  });
}
