"use client";

import { api } from "@frontdesk/lib/api/areas";
import { aboutMember, readKey } from "@frontdesk/lib/api/read";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { useLiveQueries } from "@/components/live/use-live";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeskBookSlotRequest } from "@frontdesk/lib/contract/booking-slots";

/** TanStack Query hooks of resource slots booked and cancelled at the desk (lib/api/bookings.ts). */

export const useSlots = (siteId: string, date: string) =>
  useQuery({ ...api.bookings.read("slots", { query: { siteId, date } }), enabled: siteId !== "" && date !== "" });

/**
 * Keeps a site's day of slots current while it is shown: a slot of that site and day booked or cancelled at any desk
 * reads the day again (one connection, GET /api/live). Answers the connection's state.
 */
export const useLiveSlots = (siteId: string, date: string) =>
  useLiveQueries(
    siteId === "" || date === ""
      ? {}
      : { [liveTopics.resourceSlots(siteId, date)]: [readKey("bookings", "slots", { query: { siteId, date } })] },
  );

export const useMemberSlots = (memberId: number) =>
  useQuery(api.bookings.read("memberSlots", { params: { memberId } }));

/** A booking or a cancellation changes the member's reads and the day's slots. */
function useRefreshSlots() {
  const queryClient = useQueryClient();
  return (memberId: number) => {
    void queryClient.invalidateQueries({ predicate: aboutMember(memberId) });
    void queryClient.invalidateQueries({ queryKey: ["bookings", "slots"] });
  };
}

export function useBookSlot(memberId: number) {
  const refresh = useRefreshSlots();
  return useMutation({
    mutationFn: (body: DeskBookSlotRequest) => api.bookings.call("bookSlot", { params: { memberId }, body }),
    onSettled: () => refresh(memberId),
  });
}

export function useCancelSlot(memberId: number, bookingId: number) {
  const refresh = useRefreshSlots();
  return useMutation({
    mutationFn: (reason: string) =>
      api.bookings.call("cancelSlot", { params: { memberId, bookingId }, body: { reason } }),
    onSettled: () => refresh(memberId),
  });
}
