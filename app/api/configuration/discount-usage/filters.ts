import {
  continuationTokenOf,
  type DiscountUsageFilters,
  type listBookingDiscountUsage,
} from "@/lib/client/configuration";

const text = (query: URLSearchParams, name: string) => query.get(name)?.trim() || undefined;
const whole = (query: URLSearchParams, name: string) => {
  const value = text(query, name);
  return value === undefined ? undefined : Number(value);
};

/** The screen's filters (memberId, ..., dateTo) as endpoint 12's query names; one reading for the list, export and chart. */
export const usageFiltersOf = (query: URLSearchParams): DiscountUsageFilters => ({
  MemberID: whole(query, "memberId"),
  BookingID: whole(query, "bookingId"),
  ActivityID: text(query, "activityId"),
  PromotionCode: text(query, "promotionCode"),
  DateFrom: text(query, "dateFrom"),
  DateTo: text(query, "dateTo"),
  limit: whole(query, "limit"),
  continuationToken: text(query, "continuation"),
});

/** One page of endpoint 12 as the browser gets it: the rows, and only the continuation token of the next page (or null). */
export const usagePageOf = (page: Awaited<ReturnType<typeof listBookingDiscountUsage>>) => ({
  data: page.data,
  next: continuationTokenOf(page.links.next),
});
