import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { latestSecretReveals } from "@/lib/bff/audit";

/** Who revealed or copied which signing secret, and when (newest first). */
export const GET = bffRoute({ roles: ["admin"], wordings: mobileAppWordings }, async () =>
  (await latestSecretReveals()).map((r) => ({ id: r.id, at: r.at.toISOString(), staffName: r.staffName, appBundleId: r.appBundleId, appVersion: r.appVersion, identifierId: r.identifierId, versionId: r.versionId })),
);
