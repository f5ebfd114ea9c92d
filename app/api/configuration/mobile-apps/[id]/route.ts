import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { mobileAppIdParam } from "@/lib/api/params";
import { deleteMobileAppIdentifier } from "@/lib/client/configuration";

/** Deletes an app with all its versions: every secret of it stops signing at once. */
export const DELETE = bffRoute(
  { roles: ["admin"], params: { id: mobileAppIdParam }, mutation: true, wordings: mobileAppWordings },
  ({ caller, params }) => deleteMobileAppIdentifier(caller, params.id),
);
