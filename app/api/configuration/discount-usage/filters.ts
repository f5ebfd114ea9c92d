import type { UsageFilters } from "@frontdesk/lib/api/configuration";
import type { DiscountUsagePage } from "@frontdesk/lib/contract/promotions";
import { callPlatform, type PlatformAnswer } from "@frontdesk/lib/client/call-platform";
import type { Caller } from "@frontdesk/lib/client/transport";
import { configuration } from "@frontdesk/lib/platform/operations";

type UsagePage = PlatformAnswer<typeof configuration.listBookingDiscountUsage>;

/** The screen's filters (memberId, ..., dateTo) as endpoint 12's query names; one reading for the list, export and chart. */
export const usageFiltersOf = (query: UsageFilters) => ({
  MemberID: query.memberId,
  BookingID: query.bookingId,
  ActivityID: query.activityId,
  PromotionCode: query.promotionCode,
  DateFrom: query.dateFrom,
  DateTo: query.dateTo,
});

/** One page of endpoint 12; continuationToken is discount-usage-id:{id}, taken from the previous page's links.next. */
export const readUsagePage = (
  caller: Caller,
  filters: ReturnType<typeof usageFiltersOf>,
  limit: number | undefined,
  continuationToken: string | undefined,
) =>
  callPlatform(caller, configuration.listBookingDiscountUsage, {
    query: { ...filters, limit, "continuation-token": continuationToken },
  });

/** Every page of endpoint 12 for these filters, following links.next (an export, a chart). */
export async function* allBookingDiscountUsage(
  caller: Caller,
  filters: ReturnType<typeof usageFiltersOf>,
  limit = 500,
) {
  let continuationToken: string | undefined;
  for (;;) {
    const page = await readUsagePage(caller, filters, limit, continuationToken);
    if (page.data.length) yield page.data;
    continuationToken = continuationTokenOf(page.links.next) ?? undefined;
    if (!continuationToken || page.data.length === 0) return;
  }
}

/** The continuation token carried by a links.next URL (whatever host the platform wrote into it). */
function continuationTokenOf(next: string | null): string | null {
  if (!next) return null;
  try {
    return new URL(next).searchParams.get("continuation-token");
  } catch {
    return null;
  }
}

/** One page of endpoint 12 as the browser gets it: the rows, and only the continuation token of the next page (or null). */
export const usagePageOf = (page: UsagePage): DiscountUsagePage => ({
  data: page.data,
  next: continuationTokenOf(page.links.next),
});
