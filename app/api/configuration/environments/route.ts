import { mobileAppApi } from "@frontdesk/lib/api/integrators";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(mobileAppApi.environments, ({ caller }) =>
  callPlatform(caller, configuration.listEnvironments),
);
