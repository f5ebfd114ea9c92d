import { mobileAppApi } from "@/lib/api/integrators";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

export const GET = bffEndpoint(mobileAppApi.environments, ({ caller }) =>
  callPlatform(caller, configuration.listEnvironments),
);
