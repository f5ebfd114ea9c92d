import { mobileAppApi } from "@/lib/api/integrators";
import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { addMobileAppVersion } from "@/lib/client/configuration";
import { maskVersion } from "@/lib/bff/mobile-app-view";

export const POST = bffEndpoint(
  mobileAppApi.addVersion,
  async ({ caller, params, body }) => {
    const version = await addMobileAppVersion(caller, params.id, body.appVersion);
    return Response.json(maskVersion(version), { status: 201 });
  },
  { wordings: mobileAppWordings },
);
