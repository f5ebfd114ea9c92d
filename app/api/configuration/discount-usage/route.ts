import { bffRoute } from "@/lib/bff/route";
import { continuationTokenOf, listBookingDiscountUsage, type DiscountUsageFilters } from "@/lib/client/configuration";

const text = (query: URLSearchParams, name: string) => query.get(name)?.trim() || undefined;
const whole = (query: URLSearchParams, name: string) => {
  const value = text(query, name);
  return value === undefined ? undefined : Number(value);
};

/**
 * Endpoint 12, one page. The platform's links.next names the platform's own host, so the BFF hands
 * the browser only its continuation token (`next`), which the browser sends back as `continuation`.
 */
export const GET = bffRoute({ roles: ["manager"] }, async ({ caller, query }) => {
  const filters: DiscountUsageFilters = {
    MemberID: whole(query, "memberId"),
    BookingID: whole(query, "bookingId"),
    ActivityID: text(query, "activityId"),
    PromotionCode: text(query, "promotionCode"),
    DateFrom: text(query, "dateFrom"),
    DateTo: text(query, "dateTo"),
    limit: whole(query, "limit"),
    continuationToken: text(query, "continuation"),
  };
  const page = await listBookingDiscountUsage(caller, filters);
  return { data: page.data, next: continuationTokenOf(page.links.next) };
});
