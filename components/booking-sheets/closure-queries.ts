"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BankHolidayRequest } from "@frontdesk/lib/contract/booking-sheets";
import { everySheetRead } from "./queries";

// Query hooks of closures: the members to call about clashing bookings, and bank-holiday closures.

/** The members (name, phone) of the clashing bookings; nothing asked when none clash. */
export const useBookingContacts = (bookingIds: number[]) =>
  useQuery({
    ...api.bookingSheets.read("bookingContacts", { query: { bookingIds: bookingIds.join(",") } }),
    enabled: bookingIds.length > 0 && bookingIds.length <= 500,
    staleTime: 60_000,
  });

/** A region's bank holidays of a year on a site, each with its closure when there is one. */
export const useBankHolidays = (siteId: string, region: BankHolidayRequest["region"], year: number) =>
  useQuery({
    ...api.bookingSheets.read("bankHolidays", { query: { siteId, region, year } }),
    enabled: siteId !== "" && year >= 2000 && year <= 2100,
  });

/** Closes every future holiday of the region's year that has no closure yet (one schedule each). */
export function useCloseBankHolidays() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: BankHolidayRequest) => api.bookingSheets.call("closeBankHolidays", { body: request }),
    onSettled: () => client.invalidateQueries(everySheetRead),
  });
}
