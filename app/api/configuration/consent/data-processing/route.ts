import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { listDataProcessingCampaigns } from "@/lib/client/members";

export const GET = bffEndpoint(configurationApi.dataProcessingCampaigns, async ({ caller }) =>
  listDataProcessingCampaigns(caller),
);
