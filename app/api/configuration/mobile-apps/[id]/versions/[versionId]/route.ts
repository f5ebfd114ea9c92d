import { mobileAppApi } from "@frontdesk/lib/api/integrators";
import { mobileAppWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

export const DELETE = bffEndpoint(
  mobileAppApi.deleteVersion,
  async ({ caller, params }) => {
    await callPlatform(caller, configuration.deleteMobileAppVersion, {
      params: { id: params.id, versionId: params.versionId },
    });
    return undefined;
  },
  { wordings: mobileAppWordings },
);
