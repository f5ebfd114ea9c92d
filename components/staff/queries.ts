"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import { staffPaths } from "./api-paths";
import type { AddStaffRequest, ChangeStaffRequest, StaffMember } from "@/lib/contract/staff";
import type {
  AddedStaff,
  ChangedStaff,
  DataAccess,
  PasswordLink,
  SessionsEnded,
  SignInEvents,
  StaffList,
} from "@/lib/bff/responses";

export const staffKeys = {
  all: ["staff"] as const,
  events: (filter: Record<string, string>) => ["staff", "sign-in-events", filter] as const,
  dataAccess: (filter: Record<string, string>) => ["staff", "data-access", filter] as const,
};

export const useStaffList = () =>
  useQuery({ queryKey: staffKeys.all, queryFn: ({ signal }) => fetchJson<StaffList>(staffPaths.staff, { signal }) });

const replaceMember = (list: StaffList | undefined, member: StaffMember) =>
  list
    ? {
        ...list,
        staff: list.staff.some((s) => s.id === member.id)
          ? list.staff.map((s) => (s.id === member.id ? member : s))
          : [...list.staff, member],
      }
    : list;

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaffRequest) => fetchJson<AddedStaff>(staffPaths.staff, { method: "POST", body }),
    onSuccess: ({ staff }) => queryClient.setQueryData<StaffList>(staffKeys.all, (list) => replaceMember(list, staff)),
  });
}

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, change }: { staffId: string; change: ChangeStaffRequest }) =>
      fetchJson<ChangedStaff>(staffPaths.member(staffId), { method: "PATCH", body: change }),
    onSuccess: (member) => queryClient.setQueryData<StaffList>(staffKeys.all, (list) => replaceMember(list, member)),
  });
}

export const useResetPassword = () =>
  useMutation({
    mutationFn: (staffId: string) => fetchJson<PasswordLink>(staffPaths.passwordLink(staffId), { method: "POST" }),
  });

export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: (staffId: string) =>
      fetchJson<SessionsEnded>(staffPaths.signOutEverywhere(staffId), { method: "POST" }),
  });

export const useSignInEvents = (filter: Record<string, string>) =>
  useQuery({
    queryKey: staffKeys.events(filter),
    queryFn: ({ signal }) => fetchJson<SignInEvents>(staffPaths.signInEvents(filter), { signal }),
  });

/** The data-access audit, newest first, keyset-paged ("Show more" fetches the next page). */
export const useDataAccess = (filter: Record<string, string>) =>
  useInfiniteQuery({
    queryKey: staffKeys.dataAccess(filter),
    queryFn: ({ pageParam, signal }) =>
      fetchJson<DataAccess>(staffPaths.dataAccess({ ...filter, after: pageParam }), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
