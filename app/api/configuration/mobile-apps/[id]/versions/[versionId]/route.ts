import { mobileAppApi } from "@/lib/api/integrators";
import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { deleteMobileAppVersion } from "@/lib/client/configuration";

export const DELETE = bffEndpoint(
  mobileAppApi.deleteVersion,
  async ({ caller, params }) => {
    await deleteMobileAppVersion(caller, params.id, params.versionId);
    return undefined;
  },
  { wordings: mobileAppWordings },
);
