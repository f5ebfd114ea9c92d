import { mobileAppApi } from "@/lib/api/integrators";
import { mobileAppWordings } from "@/lib/contract/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

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
