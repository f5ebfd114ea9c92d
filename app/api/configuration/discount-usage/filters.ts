import type { UsageFilters } from "@/lib/api/configuration";
import {
  continuationTokenOf,
  type DiscountUsageFilters,
  type listBookingDiscountUsage,
} from "@/lib/client/configuration";
import type { DiscountUsagePage } from "@/lib/contract/promotions";

/** The screen's filters (memberId, ..., dateTo) as endpoint 12's query names; one reading for the list, export and chart. */
export const usageFiltersOf = (query: UsageFilters): Omit<DiscountUsageFilters, "limit" | "continuationToken"> => ({
  MemberID: query.memberId,
  BookingID: query.bookingId,
  ActivityID: query.activityId,
  PromotionCode: query.promotionCode,
  DateFrom: query.dateFrom,
  DateTo: query.dateTo,
});

/** One page of endpoint 12 as the browser gets it: the rows, and only the continuation token of the next page (or null). */
export const usagePageOf = (page: Awaited<ReturnType<typeof listBookingDiscountUsage>>): DiscountUsagePage => ({
  data: page.data,
  next: continuationTokenOf(page.links.next),
});
