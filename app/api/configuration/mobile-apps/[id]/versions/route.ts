import { mobileAppApi } from "@/lib/api/integrators";
import { mobileAppWordings } from "@/lib/contract/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { maskVersion } from "@/lib/bff/mobile-app-view";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

export const POST = bffEndpoint(
  mobileAppApi.addVersion,
  async ({ caller, params, body }) => {
    const version = await callPlatform(caller, configuration.addMobileAppVersion, {
      params: { id: params.id },
      body: { appVersion: body.appVersion },
    });
    return Response.json(maskVersion(version), { status: 201 });
  },
  { wordings: mobileAppWordings },
);
