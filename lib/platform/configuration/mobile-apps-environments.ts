import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { route, reply } from "../http/route";
import { PlatformError } from "../http/errors";
import { environmentAppVersions, environments, mobileAppVersions } from "../db/schema";
import { environment, updateEnvironmentAppVersionsRequest } from "@/lib/contract/mobile-apps";
import { asObject, canChangeIdentifiers, canManageIdentifiers } from "./mobile-apps-rules";
import { bodyProp, lookupPath, isInt32 } from "../http/input";

const tags = ["Configuration: mobile apps"];

/** Operator environments with the app versions connected to each. */
export const listEnvironments = route(
  {
    method: "get",
    path: "/api/configuration/environments",
    summary: "List environments with their connected mobile-app versions",
    tags,
    authorize: canManageIdentifiers,
    responses: {
      200: { description: "Array of { id, name, versionIds }", schema: z.array(environment) },
    },
  },
  async (ctx) => {
    const rows = await ctx.db.select().from(environments).orderBy(asc(environments.id));
    const links = await ctx.db.select().from(environmentAppVersions).orderBy(asc(environmentAppVersions.versionId));
    return reply.json(
      rows.map((e) => ({
        id: e.id,
        name: e.name,
        versionIds: links.filter((l) => l.environmentId === e.id).map((l) => l.versionId),
      })),
    );
  },
);

/**
 * Connects an app to an operator environment: the environment's set of identifier versions is
 * replaced by versionIds (an empty array disconnects every version). Scope api only.
 */
export const updateEnvironmentAppVersions = route(
  {
    method: "put",
    path: "/api/configuration/environments/:environmentId/mobile-app-versions",
    summary: "Update an environment's mobile-app identifier versions",
    description:
      "Replaces the set of versions connected to the environment, in one transaction. Scope api only (partner gets 403, empty body).",
    tags,
    authorize: canChangeIdentifiers,
    errorKind: "problem",
    // the body is checked before the environment's 404
    input: {
      params: lookupPath(["environmentId"]),
      body: {
        schema: updateEnvironmentAppVersionsRequest,
        parse: (body: unknown) => {
          const raw = bodyProp(asObject(body), "versionIds");
          if (!Array.isArray(raw) || !raw.every(isInt32))
            throw PlatformError.problem(400, { VersionIds: ["VersionIds must be an array of version ids."] });
          return { versionIds: [...new Set(raw)] };
        },
      },
    },
    responses: {
      204: { description: "Updated" },
      400: {
        description: "Problem document keyed VersionIds: not an array of integers, or unknown version ids",
        kind: "problem",
      },
      404: {
        description: "Plain text: Environment with ID {environmentId} does not exist.",
        kind: "text",
      },
    },
  },
  async (ctx) => {
    const { versionIds } = ctx.input.body;
    const { id: environmentId, raw } = ctx.input.params.environmentId;
    const missing = PlatformError.text(404, `Environment with ID ${raw} does not exist.`);
    if (environmentId === undefined) throw missing;
    await ctx.db.transaction(async (tx) => {
      const [env] = await tx
        .select({ id: environments.id })
        .from(environments)
        .where(eq(environments.id, environmentId));
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
    return reply.empty(204);
  },
);
