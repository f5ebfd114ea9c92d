"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnswerOfferRequest, SessionOffers } from "@frontdesk/lib/contract/waiting-list-offers";
import { followEmails } from "@/components/messages/follow-emails";

/** TanStack Query hooks of the desk's waiting-list offers, one per endpoint of the offers area. */
const sessionOffers = (bookingId: number) => api.offers.read("sessionOffers", { params: { bookingId } });

export const useSessionOffers = (bookingId: number) =>
  useQuery({
    ...sessionOffers(bookingId),
    // an open offer's email: its state followed while it waits to be sent (and will be); otherwise a hold runs out on
    // its own: read again each minute, which settles it (expiry is a query on read)
    refetchInterval: followEmails(
      (offers: SessionOffers) =>
        offers.mailConfigured && Object.values(offers.emails).some((e) => e.state === "waiting"),
      60_000,
    ),
  });

/** An offer changes the session's offers, its list and the day's counts. */
function useRefresh(bookingId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(sessionOffers(bookingId));
    void queryClient.invalidateQueries(api.bookings.read("alertList", { params: { bookingId } }));
    void queryClient.invalidateQueries({ queryKey: ["bookings", "availability"] });
  };
}

export function useOfferNext(bookingId: number) {
  const refresh = useRefresh(bookingId);
  return useMutation({
    mutationFn: () => api.offers.call("offerNext", { params: { bookingId } }),
    onSettled: refresh,
  });
}

export function useAnswerOffer(bookingId: number) {
  const refresh = useRefresh(bookingId);
  return useMutation({
    mutationFn: ({ offerId, outcome }: { offerId: number } & AnswerOfferRequest) =>
      api.offers.call("answer", { params: { bookingId, offerId }, body: { outcome } }),
    onSettled: refresh,
  });
}
