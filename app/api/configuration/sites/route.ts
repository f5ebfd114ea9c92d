import { configurationApi } from "@frontdesk/lib/api/configuration";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(configurationApi.sites, async ({ caller }) =>
  callPlatform(caller, configuration.listSites),
);
