import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";

export const GET = bffEndpoint(configurationApi.marketingCampaigns, async ({ caller }) =>
  callPlatform(caller, members.listMarketingCampaigns),
);
