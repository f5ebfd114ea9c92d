import { mobileAppApi } from "@/lib/api/integrators";
import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { maskIdentifier } from "@/lib/bff/mobile-app-view";
import { createMobileAppIdentifier, listMobileAppIdentifiers } from "@/lib/client/configuration";

export const GET = bffEndpoint(
  mobileAppApi.mobileApps,
  async ({ caller }) => (await listMobileAppIdentifiers(caller)).map(maskIdentifier),
  { wordings: mobileAppWordings },
);

export const POST = bffEndpoint(
  mobileAppApi.createMobileApp,
  async ({ caller, body }) =>
    Response.json(maskIdentifier(await createMobileAppIdentifier(caller, body)), { status: 201 }),
  { wordings: mobileAppWordings },
);
