import { mobileAppApi } from "@frontdesk/lib/api/integrators";
import { mobileAppWordings } from "@frontdesk/lib/contract/configuration-words";
import { BffProblem, bffEndpoint } from "@frontdesk/lib/bff/route";
import { problem } from "@frontdesk/lib/contract/problem";
import { recordSecretReveal } from "@frontdesk/lib/bff/audit";
import { revealedSecret } from "@frontdesk/lib/bff/mobile-app-view";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

/** One version's secret, on demand (the admin's reveal / copy); each one is recorded (who, when). */
export const POST = bffEndpoint(
  mobileAppApi.revealSecret,
  async ({ caller, session, params }) => {
    const { id, versionId } = params;
    const identifier = (
      await callPlatform(caller, configuration.listMobileAppIdentifiers, { query: { includeVersions: "true" } })
    ).find((i) => i.id === id);
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
    return revealedSecret(version);
  },
  { wordings: mobileAppWordings },
);
