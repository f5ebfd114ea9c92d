import { mobileAppApi } from "@frontdesk/lib/api/integrators";
import { mobileAppWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { maskVersion } from "@frontdesk/lib/bff/mobile-app-view";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

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
