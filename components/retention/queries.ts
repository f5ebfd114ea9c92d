"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@frontdesk/lib/api/areas";
import type {
  RetentionRuleKind,
  RetentionRuleRequest,
  RetentionScheduleRequest,
} from "@frontdesk/lib/contract/retention";

/** The retention schedule's reads and writes, each read made from its declaration (`api.<area>.read`). */
const settings = () => api.retention.read("settings");
const runs = () => api.retention.read("runs");
const memberRetention = (memberId: number) => api.retention.read("member", { params: { memberId } });

export const useRetentionSettings = () => useQuery(settings());

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: RetentionRuleKind; body: RetentionRuleRequest }) =>
      api.retention.call("rule", { params: { kind }, body }),
    onSuccess: () => queryClient.invalidateQueries(settings()),
  });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionScheduleRequest) => api.retention.call("schedule", { body }),
    onSuccess: () => queryClient.invalidateQueries(settings()),
  });
}

/** The dry run is asked for (it reads every due record), never fetched on its own. */
export const useDryRun = () =>
  useQuery({
    ...api.retention.read("dryRun"),
    enabled: false,
    gcTime: 0,
  });

/** The runs, polled every two seconds while one is running. */
export const useRuns = () =>
  useQuery({
    ...runs(),
    refetchInterval: (query) => (query.state.data?.some((r) => r.state === "running") ? 2000 : false),
  });

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.retention.call("startRun", {}),
    onSettled: () => queryClient.invalidateQueries(runs()),
  });
}

export function useChangeRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, action }: { runId: number; action: "stop" | "resume" | "close" }) =>
      api.retention.call("changeRun", { params: { runId }, body: { action } }),
    onSettled: () => queryClient.invalidateQueries(runs()),
  });
}

export const useMemberRetention = (memberId: number) => useQuery(memberRetention(memberId));

export function usePlaceHold(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) => api.retention.call("placeHold", { params: { memberId }, body }),
    onSuccess: () => queryClient.invalidateQueries(memberRetention(memberId)),
  });
}

export function useReleaseHold(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.retention.call("releaseHold", { params: { memberId } }),
    onSuccess: () => queryClient.invalidateQueries(memberRetention(memberId)),
  });
}
