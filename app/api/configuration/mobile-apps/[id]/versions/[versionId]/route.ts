import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffRoute, positiveId } from "@/lib/bff/route";
import { deleteMobileAppVersion } from "@/lib/client/configuration";

/** Deleting a version is how a secret is rotated (delete, then add the version again). */
export const DELETE = bffRoute({ roles: ["admin"], mutation: true, wordings: mobileAppWordings }, async ({ caller, params }) => {
  await deleteMobileAppVersion(caller, positiveId(params.id, "identifier id"), positiveId(params.versionId, "version id"));
});
