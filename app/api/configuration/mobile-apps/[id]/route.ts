import { mobileAppApi } from "@/lib/api/integrators";
import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { deleteMobileAppIdentifier } from "@/lib/client/configuration";

export const DELETE = bffEndpoint(
  mobileAppApi.deleteMobileApp,
  async ({ caller, params }) => {
    await deleteMobileAppIdentifier(caller, params.id);
    return undefined;
  },
  { wordings: mobileAppWordings },
);
