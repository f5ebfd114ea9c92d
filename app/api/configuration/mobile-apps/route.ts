import { mobileAppApi } from "@frontdesk/lib/api/integrators";
import { mobileAppWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { maskIdentifier } from "@frontdesk/lib/bff/mobile-app-view";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(
  mobileAppApi.mobileApps,
  async ({ caller }) =>
    (await callPlatform(caller, configuration.listMobileAppIdentifiers, { query: { includeVersions: "true" } })).map(
      maskIdentifier,
    ),
  { wordings: mobileAppWordings },
);

export const POST = bffEndpoint(
  mobileAppApi.createMobileApp,
  async ({ caller, body }) =>
    Response.json(maskIdentifier(await callPlatform(caller, configuration.createMobileAppIdentifier, { body })), {
      status: 201,
    }),
  { wordings: mobileAppWordings },
);
