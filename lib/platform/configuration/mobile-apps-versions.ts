import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { route, reply } from "../http/route";
import { PlatformError, type FieldErrors } from "../http/errors";
import { environmentAppVersions, mobileAppIdentifiers, mobileAppVersions } from "../db/schema";
import {
  addMobileAppVersionRequest,
  mobileAppIdentifier,
  mobileAppLimits,
  mobileAppVersion,
  type MobileAppIdentifier,
} from "@/lib/contract/mobile-apps";
import {
  asObject,
  canChangeIdentifiers,
  canManageIdentifiers,
  checkRequiredString,
  generateAppSecret,
  invalidVersionMessage,
  parseAppVersion,
} from "./mobile-apps-rules";
import { bodyProp, lookupPath, queryFlag } from "../http/input";

const tags = ["Configuration: mobile apps"];
const notFound = (raw: string) => PlatformError.text(404, `Mobile app identifier with ID ${raw} does not exist.`);

/** Adds a version (with its own generated secret) to an identifier: scope api only. */
export const addMobileAppVersion = route(
  {
    method: "post",
    path: "/api/configuration/multitenant-mobile-app-identifier/:id/version",
    summary: "Add a version to a mobile app identifier",
    description:
      "Scope api only: partner integrations cannot add versions (403, empty body). Same AppVersion rules as creation; " +
      "a version already registered for the identifier gives 409. Secrets cannot be chosen or rotated: delete the version and add it again.",
    tags,
    authorize: canChangeIdentifiers,
    errorKind: "problem",
    // body checks come before the identifier's 404
    input: { params: lookupPath(["id"]), body: { schema: addMobileAppVersionRequest, parse: readVersionBody } },
    responses: {
      201: { description: "The new version with its secret", schema: mobileAppVersion },
      400: { description: "Validation problem document keyed AppVersion", kind: "problem" },
      404: { description: "Plain text: Mobile app identifier with ID {id} does not exist.", kind: "text" },
      409: {
        description: "Plain text: A version already exists with AppVersion '{value}'.",
        kind: "text",
      },
    },
  },
  async (ctx) => {
    const { id, raw } = ctx.input.params.id;
    const { appVersion } = ctx.input.body;
    if (id === undefined) throw notFound(raw);
    const [identifier] = await ctx.db
      .select({ id: mobileAppIdentifiers.id })
      .from(mobileAppIdentifiers)
      .where(eq(mobileAppIdentifiers.id, id));
    if (!identifier) throw notFound(raw);
    const parsed = parseAppVersion(appVersion);
    if (!parsed) throw PlatformError.problem(400, { AppVersion: [invalidVersionMessage(appVersion)] });

    const version = await ctx.db.transaction(async (tx) => {
      const siblings = await tx
        .select({ appVersion: mobileAppVersions.appVersion })
        .from(mobileAppVersions)
        .where(eq(mobileAppVersions.identifierId, id));
      if (siblings.some((s) => s.appVersion === appVersion))
        throw PlatformError.text(409, `A version already exists with AppVersion '${appVersion}'.`);
      const [row] = await tx
        .insert(mobileAppVersions)
        .values({ identifierId: id, appVersion, appSecret: generateAppSecret() })
        .returning();
      return { id: row.id, appVersion: row.appVersion, appSecret: row.appSecret };
    });
    return reply.json(version, 201);
  },
);

/** The retrieve-all list; includeVersions=true adds every version with its secret in full. */
export const listMobileAppIdentifiers = route(
  {
    method: "get",
    path: "/api/configuration/multitenant-mobile-app-identifier",
    summary: "List mobile app identifiers",
    description:
      "Ordered by id. Only the literal includeVersions=true (any case) adds versions (ordered by id, secrets in full); otherwise the versions property is omitted.",
    tags,
    authorize: canManageIdentifiers,
    input: {
      query: {
        schema: z.object({ includeVersions: z.enum(["true", "false"]).optional() }),
        parse: (query: URLSearchParams) => ({ includeVersions: queryFlag(query, "includeVersions") }),
      },
    },
    responses: {
      200: { description: "Array of MobileAppIdentifier", schema: z.array(mobileAppIdentifier) },
    },
  },
  async (ctx) => {
    const identifiers = await ctx.db.select().from(mobileAppIdentifiers).orderBy(asc(mobileAppIdentifiers.id));
    const list: MobileAppIdentifier[] = identifiers.map((i) => ({
      id: i.id,
      appBundleId: i.appBundleId,
      oneSignalAppId: i.oneSignalAppId,
    }));
    if (ctx.input.query.includeVersions && list.length) {
      const versions = await ctx.db
        .select()
        .from(mobileAppVersions)
        .where(
          inArray(
            mobileAppVersions.identifierId,
            list.map((i) => i.id),
          ),
        )
        .orderBy(asc(mobileAppVersions.id));
      for (const identifier of list) {
        identifier.versions = versions
          .filter((v) => v.identifierId === identifier.id)
          .map((v) => ({ id: v.id, appVersion: v.appVersion, appSecret: v.appSecret }));
      }
    }
    return reply.json(list);
  },
);

/** Deletes one version (and its environment connections) of an identifier: scope api only. */
export const deleteMobileAppVersion = route(
  {
    method: "delete",
    path: "/api/configuration/multitenant-mobile-app-identifier/:id/version/:versionId",
    summary: "Delete a version of a mobile app identifier",
    description:
      "Scope api only. Removes the version's connections to environments in the same transaction; this is how a secret is rotated (delete, then add the version again).",
    tags,
    authorize: canChangeIdentifiers,
    input: { params: lookupPath(["id", "versionId"]) },
    responses: {
      204: { description: "Deleted" },
      404: {
        description: "Plain text: Mobile app version with ID {versionId} does not exist for identifier {id}.",
        kind: "text",
      },
    },
  },
  async (ctx) => {
    const {
      id: { id, raw },
      versionId: { id: versionId, raw: rawVersionId },
    } = ctx.input.params;
    const missing = PlatformError.text(
      404,
      `Mobile app version with ID ${rawVersionId} does not exist for identifier ${raw}.`,
    );
    if (id === undefined || versionId === undefined) throw missing;
    await ctx.db.transaction(async (tx) => {
      const [version] = await tx
        .select({ id: mobileAppVersions.id })
        .from(mobileAppVersions)
        .where(and(eq(mobileAppVersions.id, versionId), eq(mobileAppVersions.identifierId, id)));
      if (!version) throw missing;
      await tx.delete(environmentAppVersions).where(eq(environmentAppVersions.versionId, versionId));
      await tx.delete(mobileAppVersions).where(eq(mobileAppVersions.id, versionId));
    });
    return reply.empty(204);
  },
);

/**
 * Deletes an identifier with every version and environment connection: scope api only.
 * The spec's "Related" list names update and delete without their shape; this follows the version
 * delete (204, plain-text 404, one transaction).
 */
export const deleteMobileAppIdentifier = route(
  {
    method: "delete",
    path: "/api/configuration/multitenant-mobile-app-identifier/:id",
    summary: "Delete a mobile app identifier with its versions",
    description:
      "Extension (the spec names delete among endpoint 5's related calls without its shape). Scope api only, like adding versions: partner integrations cannot delete (403, empty body). " +
      "Removes the identifier, all its versions (their secrets stop signing at once) and their connections to environments in one transaction.",
    tags,
    authorize: canChangeIdentifiers,
    input: { params: lookupPath(["id"]) },
    responses: {
      204: { description: "Deleted with its versions" },
      404: { description: "Plain text: Mobile app identifier with ID {id} does not exist.", kind: "text" },
    },
  },
  async (ctx) => {
    const { id, raw } = ctx.input.params.id;
    if (id === undefined) throw notFound(raw);
    await ctx.db.transaction(async (tx) => {
      const [identifier] = await tx
        .select({ id: mobileAppIdentifiers.id })
        .from(mobileAppIdentifiers)
        .where(eq(mobileAppIdentifiers.id, id));
      if (!identifier) throw notFound(raw);
      const versions = tx
        .select({ id: mobileAppVersions.id })
        .from(mobileAppVersions)
        .where(eq(mobileAppVersions.identifierId, id));
      await tx.delete(environmentAppVersions).where(inArray(environmentAppVersions.versionId, versions));
      await tx.delete(mobileAppVersions).where(eq(mobileAppVersions.identifierId, id));
      await tx.delete(mobileAppIdentifiers).where(eq(mobileAppIdentifiers.id, id));
    });
    return reply.empty(204);
  },
);

/** The version body: required and length (problem document), then whitespace. */
function readVersionBody(raw: unknown) {
  const errors: FieldErrors = {};
  const appVersion = checkRequiredString(
    errors,
    "AppVersion",
    bodyProp(asObject(raw), "appVersion"),
    mobileAppLimits.appVersion,
  );
  if (appVersion === undefined) throw PlatformError.problem(400, errors);
  if (/\s/.test(appVersion))
    throw PlatformError.problem(400, { AppVersion: ["AppVersion cannot contain whitespace."] });
  return { appVersion };
}
