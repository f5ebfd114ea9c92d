"use client";

import { api } from "@frontdesk/lib/api/areas";
import { aboutMember } from "@frontdesk/lib/api/read";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AttendanceMark, BookingRulesRequest } from "@frontdesk/lib/contract/booking-places";

/** TanStack Query hooks of places booked and cancelled at the desk (lib/api/bookings.ts), each from its declaration. */

export const useRoster = (bookingId: number) => useQuery(api.bookings.read("roster", { params: { bookingId } }));

export const useBookingHistory = (memberId: number) =>
  useQuery(api.bookings.read("memberHistory", { params: { memberId } }));

/** A booking or a cancellation changes the member's bookings, the session's roster and the day's places. */
function useRefreshPlace() {
  const queryClient = useQueryClient();
  return (bookingId: number, memberId: number) => {
    void queryClient.invalidateQueries({ predicate: aboutMember(memberId) });
    void queryClient.invalidateQueries(api.bookings.read("roster", { params: { bookingId } }));
    void queryClient.invalidateQueries(api.bookings.read("alertList", { params: { bookingId } }));
    void queryClient.invalidateQueries({ queryKey: ["bookings", "availability"] });
  };
}

export function useBookPlace(memberId: number) {
  const refresh = useRefreshPlace();
  return useMutation({
    mutationFn: ({ bookingId, overrideReason }: { bookingId: number; overrideReason?: string }) =>
      api.bookings.call("bookPlace", { params: { bookingId, memberId }, body: { overrideReason } }),
    onSettled: (_data, _error, { bookingId }) => refresh(bookingId, memberId),
  });
}

export function useCancelPlace(bookingId: number, memberId: number) {
  const refresh = useRefreshPlace();
  return useMutation({
    mutationFn: (reason: string) =>
      api.bookings.call("cancelPlace", { params: { bookingId, memberId }, body: { reason } }),
    onSettled: () => refresh(bookingId, memberId),
  });
}

export function useMarkAttendance(bookingId: number) {
  const queryClient = useQueryClient();
  const roster = api.bookings.read("roster", { params: { bookingId } });
  return useMutation({
    mutationFn: ({ memberId, attendance }: { memberId: number; attendance: AttendanceMark }) =>
      api.bookings.call("markAttendance", { params: { bookingId, memberId }, body: { attendance } }),
    // the mark shows at once; the roster is read again after, whatever the answer
    onMutate: ({ memberId, attendance }) => {
      queryClient.setQueryData(roster.queryKey, (old) =>
        old ? { ...old, places: old.places.map((p) => (p.memberId === memberId ? { ...p, attendance } : p)) } : old,
      );
    },
    onSettled: () => void queryClient.invalidateQueries(roster),
  });
}

export const useBookingRules = (siteId: string) => useQuery(api.bookings.read("bookingRules", { params: { siteId } }));

export function useSaveBookingRules(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingRulesRequest) => api.bookings.call("saveBookingRules", { params: { siteId }, body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(api.bookings.read("bookingRules", { params: { siteId } }).queryKey, saved),
  });
}
