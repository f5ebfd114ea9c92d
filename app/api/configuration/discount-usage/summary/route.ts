import { discountUsageWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { allBookingDiscountUsage } from "@/lib/client/configuration";
import { usageOverTime } from "@/lib/contract/promotions";
import { usageFiltersOf } from "../filters";

/** Usage over time for the chart: every page the filters match, counted by day or month of the booking. */
export const GET = bffRoute({ roles: ["manager"], wordings: discountUsageWordings }, async ({ caller, query }) => {
  const { limit: _limit, continuationToken: _from, ...filters } = usageFiltersOf(query);
  const rows = [];
  for await (const page of allBookingDiscountUsage(caller, filters)) rows.push(...page);
  return usageOverTime(rows);
});
