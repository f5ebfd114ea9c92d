import { configurationApi } from "@/lib/api/configuration";
import { discountUsageWordings } from "@/lib/bff/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { listBookingDiscountUsage } from "@/lib/client/configuration";
import { usageFiltersOf, usagePageOf } from "./filters";

/**
 * Endpoint 12, one page. The platform's links.next names the platform's own host, so the BFF hands
 * the browser only its continuation token (`next`), which the browser sends back as `continuation`.
 */
export const GET = bffEndpoint(
  configurationApi.discountUsage,
  async ({ caller, query }) => {
    const page = await listBookingDiscountUsage(caller, {
      ...usageFiltersOf(query),
      limit: query.limit,
      continuationToken: query.continuation,
    });
    return usagePageOf(page);
  },
  { wordings: discountUsageWordings },
);
