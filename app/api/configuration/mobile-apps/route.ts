import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { createMobileAppIdentifierRequest } from "@/lib/contract/mobile-apps";
import { maskIdentifier } from "@/lib/bff/mobile-app-view";
import { createMobileAppIdentifier, listMobileAppIdentifiers } from "@/lib/client/configuration";

export const GET = bffRoute({ roles: ["admin"], wordings: mobileAppWordings }, async ({ caller }) =>
  (await listMobileAppIdentifiers(caller)).map(maskIdentifier),
);

/** Endpoint 5: the identifier with its first version (secret masked). */
export const POST = bffRoute(
  { roles: ["admin"], mutation: true, body: createMobileAppIdentifierRequest, wordings: mobileAppWordings },
  async ({ caller, body }) =>
    Response.json(maskIdentifier(await createMobileAppIdentifier(caller, body)), { status: 201 }),
);
