import { configurationApi } from "@frontdesk/lib/api/configuration";
import { discountUsageWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { readUsagePage, usageFiltersOf, usagePageOf } from "./filters";

/**
 * Endpoint 12, one page. The platform's links.next names the platform's own host, so the BFF hands
 * the browser only its continuation token (`next`), which the browser sends back as `continuation`.
 */
export const GET = bffEndpoint(
  configurationApi.discountUsage,
  async ({ caller, query }) => {
    return usagePageOf(await readUsagePage(caller, usageFiltersOf(query), query.limit, query.continuation));
  },
  { wordings: discountUsageWordings },
);
