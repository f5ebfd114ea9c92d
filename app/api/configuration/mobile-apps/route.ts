import { mobileAppApi } from "@/lib/api/integrators";
import { mobileAppWordings } from "@/lib/contract/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { maskIdentifier } from "@/lib/bff/mobile-app-view";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

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
