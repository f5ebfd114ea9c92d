import { BffProblem, bffRoute, positiveId } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { listMobileAppIdentifiers } from "@/lib/client/configuration";

/**
 * One version's secret, on demand (the admin's reveal / copy). A POST, so it is a same-origin
 * mutation-checked request and never cached or prefetched.
 */
export const POST = bffRoute({ roles: ["admin"], mutation: true }, async ({ caller, params }) => {
  const id = positiveId(params.id, "identifier id");
  const versionId = positiveId(params.versionId, "version id");
  const identifier = (await listMobileAppIdentifiers(caller)).find((i) => i.id === id);
  const version = identifier?.versions?.find((v) => v.id === versionId);
  if (!version) throw new BffProblem(problem(404, `Mobile app version with ID ${versionId} does not exist for identifier ${id}.`));
  return new Response(JSON.stringify({ appSecret: version.appSecret }), { headers: { "content-type": "application/json", "cache-control": "no-store" } });
});
