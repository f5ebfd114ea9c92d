import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffRoute, positiveId } from "@/lib/bff/route";
import { deleteMobileAppIdentifier } from "@/lib/client/configuration";

/** Deletes an app with all its versions: every secret of it stops signing at once. */
export const DELETE = bffRoute({ roles: ["admin"], mutation: true, wordings: mobileAppWordings }, ({ caller, params }) => deleteMobileAppIdentifier(caller, positiveId(params.id, "identifier id")));
