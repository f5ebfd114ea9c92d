import { mobileAppApi } from "@/lib/api/integrators";
import { mobileAppWordings } from "@/lib/contract/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

export const DELETE = bffEndpoint(
  mobileAppApi.deleteMobileApp,
  async ({ caller, params }) => {
    await callPlatform(caller, configuration.deleteMobileAppIdentifier, { params: { id: params.id } });
    return undefined;
  },
  { wordings: mobileAppWordings },
);
