"use client";

import { api } from "@frontdesk/lib/api/areas";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnswerOf } from "@frontdesk/lib/api/endpoint";
import type { staffApi } from "@frontdesk/lib/api/staff";
import type { AddStaffRequest, ChangeStaffRequest, StaffMember } from "@frontdesk/lib/contract/staff";
import type { Role } from "@frontdesk/lib/contract/roles";

export type StaffList = AnswerOf<typeof staffApi.list>;

const staffList = () => api.staff.read("list");
export const useStaffList = () => useQuery(staffList());

const replaceMember = (list: StaffList | undefined, member: StaffMember) =>
  list
    ? {
        ...list,
        staff: list.staff.some((s) => s.id === member.id)
          ? list.staff.map((s) => (s.id === member.id ? { ...member, factors: member.factors ?? s.factors } : s))
          : [...list.staff, member],
      }
    : list;

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaffRequest) => api.staff.call("add", { body }),
    onSuccess: ({ staff }) => queryClient.setQueryData(staffList().queryKey, (list) => replaceMember(list, staff)),
  });
}

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, change }: { staffId: string; change: ChangeStaffRequest }) =>
      api.staff.call("change", { params: { staffId }, body: change }),
    onSuccess: (member) => queryClient.setQueryData(staffList().queryKey, (list) => replaceMember(list, member)),
  });
}

export const useResetPassword = () =>
  useMutation({
    mutationFn: (staffId: string) => api.staff.call("passwordLink", { params: { staffId } }),
  });

export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: (staffId: string) => api.staff.call("signOutEverywhere", { params: { staffId } }),
  });

export const useSignInEvents = (filter: Record<string, string>, enabled = true) =>
  useQuery({ ...api.staff.read("signInEvents", { query: filter }), enabled });

/** The data-access audit, newest first, keyset-paged ("Show more" fetches the next page). */
export const useDataAccess = (filter: Record<string, string>, enabled = true) =>
  useInfiniteQuery({
    enabled,
    queryKey: ["staff", "dataAccess", { query: filter }, "pages"], // an infinite query: its own entry
    queryFn: ({ pageParam, signal }) =>
      api.staff.call("dataAccess", { query: { ...filter, after: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });

/** Removes a staff member's second factors and ends their sessions. */
export function useResetFactors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string) => api.staffFactors.call("reset", { params: { staffId } }),
    onSuccess: (_, staffId) =>
      queryClient.setQueryData(staffList().queryKey, (list) =>
        list ? { ...list, staff: list.staff.map((s) => (s.id === staffId ? { ...s, factors: [] } : s)) } : list,
      ),
  });
}

/** Whether a role must have a second factor. */
export function useSetFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { role: Role; required: boolean }) => api.staffFactors.call("setPolicy", { body }),
    onSuccess: (factorPolicy) =>
      queryClient.setQueryData(staffList().queryKey, (list) => (list ? { ...list, factorPolicy } : list)),
  });
}
