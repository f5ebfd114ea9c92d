import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { listMarketingCampaigns } from "@/lib/client/members";

export const GET = bffEndpoint(configurationApi.marketingCampaigns, async ({ caller }) =>
  listMarketingCampaigns(caller),
);
