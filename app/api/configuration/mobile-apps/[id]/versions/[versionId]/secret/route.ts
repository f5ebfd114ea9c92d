import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { BffProblem, bffRoute } from "@/lib/bff/route";
import { versionPath } from "@/lib/api/params";
import { problem } from "@/lib/bff/problem";
import { listMobileAppIdentifiers } from "@/lib/client/configuration";
import { recordSecretReveal } from "@/lib/bff/audit";
import { revealedSecret } from "@/lib/bff/mobile-app-view";

/**
 * One version's secret, on demand (the admin's reveal / copy). A POST, so it is a same-origin
 * mutation-checked request and never cached or prefetched. Each one is recorded (who, when).
 */
export const POST = bffRoute(
  { roles: ["admin"], params: versionPath, mutation: true, wordings: mobileAppWordings },
  async ({ caller, session, params }) => {
    const { id, versionId } = params;
    const identifier = (await listMobileAppIdentifiers(caller)).find((i) => i.id === id);
    const version = identifier?.versions?.find((v) => v.id === versionId);
    if (!version || !identifier)
      throw new BffProblem(
        problem(404, `Mobile app version with ID ${versionId} does not exist for identifier ${id}.`),
      );
    // Every hand-out of a secret is audited before it leaves (admins see the trail on the screen).
    await recordSecretReveal({
      staffId: session.staffId,
      staffName: session.name,
      identifierId: id,
      appBundleId: identifier.appBundleId,
      versionId,
      appVersion: version.appVersion,
    });
    return new Response(JSON.stringify(revealedSecret(version)), {
      headers: { "content-type": "application/json", "cache-control": "no-store" },
    });
  },
);
