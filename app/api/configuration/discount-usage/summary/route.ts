import { configurationApi } from "@frontdesk/lib/api/configuration";
import { discountUsageWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { usageOverTime } from "@frontdesk/lib/contract/promotions";
import { allBookingDiscountUsage, usageFiltersOf } from "../filters";

/** Usage over time for the chart: every page the filters match, counted by day or month of the booking. */
export const GET = bffEndpoint(
  configurationApi.discountUsageSummary,
  async ({ caller, query }) => {
    const rows = [];
    for await (const page of allBookingDiscountUsage(caller, usageFiltersOf(query))) rows.push(...page);
    return usageOverTime(rows);
  },
  { wordings: discountUsageWordings },
);
