import { asc, eq, inArray } from "drizzle-orm";
import { route } from "../http/route";
import { PlatformError } from "../http/errors";
import { environmentAppVersions, environments, mobileAppVersions } from "../db/schema";
import * as declared from "./mobile-apps-environments.schema";

/** Operator environments with the app versions connected to each. */
export const listEnvironments = route(declared.listEnvironments, async (ctx) => {
  const rows = await ctx.db.select().from(environments).orderBy(asc(environments.id));
  const links = await ctx.db.select().from(environmentAppVersions).orderBy(asc(environmentAppVersions.versionId));
  return ctx.answer(
    200,
    rows.map((e) => ({
      id: e.id,
      name: e.name,
      versionIds: links.filter((l) => l.environmentId === e.id).map((l) => l.versionId),
    })),
  );
});

/**
 * Connects an app to an operator environment: the environment's set of identifier versions is
 * replaced by versionIds (an empty array disconnects every version). Scope api only.
 */
export const updateEnvironmentAppVersions = route(declared.updateEnvironmentAppVersions, async (ctx) => {
  const { versionIds } = ctx.input.body;
  const { id: environmentId, raw } = ctx.input.params.environmentId;
  const missing = PlatformError.text(404, `Environment with ID ${raw} does not exist.`);
  if (environmentId === undefined) throw missing;
  await ctx.db.transaction(async (tx) => {
    const [env] = await tx.select({ id: environments.id }).from(environments).where(eq(environments.id, environmentId));
    if (!env) throw missing;
    const known = versionIds.length
      ? new Set(
          (
            await tx
              .select({ id: mobileAppVersions.id })
              .from(mobileAppVersions)
              .where(inArray(mobileAppVersions.id, versionIds))
          ).map((v) => v.id),
        )
      : new Set<number>();
    const unknown = versionIds.filter((v) => !known.has(v));
    if (unknown.length)
      throw PlatformError.problem(400, {
        VersionIds: [`The following version IDs do not exist: ${unknown.join(", ")}`],
      });
    await tx.delete(environmentAppVersions).where(eq(environmentAppVersions.environmentId, environmentId));
    if (versionIds.length)
      await tx.insert(environmentAppVersions).values(versionIds.map((versionId) => ({ environmentId, versionId })));
  });
  return ctx.empty(204);
});
