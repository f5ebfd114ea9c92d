import { mobileAppApi } from "@frontdesk/lib/api/integrators";
import { mobileAppWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

export const DELETE = bffEndpoint(
  mobileAppApi.deleteMobileApp,
  async ({ caller, params }) => {
    await callPlatform(caller, configuration.deleteMobileAppIdentifier, { params: { id: params.id } });
    return undefined;
  },
  { wordings: mobileAppWordings },
);
