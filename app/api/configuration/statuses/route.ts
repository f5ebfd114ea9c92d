import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

export const GET = bffEndpoint(configurationApi.statuses, async ({ caller }) =>
  callPlatform(caller, configuration.listStatuses),
);
