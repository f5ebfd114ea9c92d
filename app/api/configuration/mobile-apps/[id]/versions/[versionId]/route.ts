import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { versionPath } from "@/lib/api/params";
import { deleteMobileAppVersion } from "@/lib/client/configuration";

/** Deleting a version is how a secret is rotated (delete, then add the version again). */
export const DELETE = bffRoute(
  { roles: ["admin"], params: versionPath, mutation: true, wordings: mobileAppWordings },
  async ({ caller, params }) => {
    await deleteMobileAppVersion(caller, params.id, params.versionId);
  },
);
