"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api/call";
import type { AnswerOf } from "@/lib/api/endpoint";
import { staffApi } from "@/lib/api/staff";
import type { AddStaffRequest, ChangeStaffRequest, StaffMember } from "@/lib/contract/staff";

export type StaffList = AnswerOf<typeof staffApi.list>;

export const staffKeys = {
  all: ["staff"] as const,
  events: (filter: Record<string, string>) => ["staff", "sign-in-events", filter] as const,
  dataAccess: (filter: Record<string, string>) => ["staff", "data-access", filter] as const,
};

export const useStaffList = () =>
  useQuery({ queryKey: staffKeys.all, queryFn: ({ signal }) => callApi(staffApi.list, { signal }) });

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
    mutationFn: (body: AddStaffRequest) => callApi(staffApi.add, { body }),
    onSuccess: ({ staff }) => queryClient.setQueryData<StaffList>(staffKeys.all, (list) => replaceMember(list, staff)),
  });
}

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, change }: { staffId: string; change: ChangeStaffRequest }) =>
      callApi(staffApi.change, { params: { staffId }, body: change }),
    onSuccess: (member) => queryClient.setQueryData<StaffList>(staffKeys.all, (list) => replaceMember(list, member)),
  });
}

export const useResetPassword = () =>
  useMutation({
    mutationFn: (staffId: string) => callApi(staffApi.passwordLink, { params: { staffId } }),
  });

export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: (staffId: string) => callApi(staffApi.signOutEverywhere, { params: { staffId } }),
  });

export const useSignInEvents = (filter: Record<string, string>) =>
  useQuery({
    queryKey: staffKeys.events(filter),
    queryFn: ({ signal }) => callApi(staffApi.signInEvents, { query: filter, signal }),
  });

/** The data-access audit, newest first, keyset-paged ("Show more" fetches the next page). */
export const useDataAccess = (filter: Record<string, string>) =>
  useInfiniteQuery({
    queryKey: staffKeys.dataAccess(filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(staffApi.dataAccess, { query: { ...filter, after: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
