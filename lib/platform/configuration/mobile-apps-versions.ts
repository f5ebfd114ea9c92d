import { and, asc, eq, inArray } from "drizzle-orm";
import { route } from "../http/route";
import { PlatformError } from "../http/errors";
import { environmentAppVersions, mobileAppIdentifiers, mobileAppVersions } from "../db/schema";
import { openAppSecret, sealAppSecret } from "../db/sealed-columns";
import { type MobileAppIdentifier } from "@frontdesk/lib/contract/mobile-apps";
import { generateAppSecret, invalidVersionMessage, parseAppVersion } from "./mobile-apps-rules";
import * as declared from "./mobile-apps-versions.schema";

const notFound = (raw: string) => PlatformError.text(404, `Mobile app identifier with ID ${raw} does not exist.`);

/** Adds a version (with its own generated secret) to an identifier: scope api only. */
export const addMobileAppVersion = route(declared.addMobileAppVersion, async (ctx) => {
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
    const appSecret = generateAppSecret();
    const [row] = await tx
      .insert(mobileAppVersions)
      .values({ identifierId: id, appVersion, appSecret: sealAppSecret(appSecret) })
      .returning();
    return { id: row.id, appVersion: row.appVersion, appSecret };
  });
  return ctx.answer(201, version);
});

/** The retrieve-all list; includeVersions=true adds every version with its secret in full. */
export const listMobileAppIdentifiers = route(declared.listMobileAppIdentifiers, async (ctx) => {
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
        .map((v) => ({ id: v.id, appVersion: v.appVersion, appSecret: openAppSecret(v.appSecret) }));
    }
  }
  return ctx.answer(200, list);
});

/** Deletes one version (and its environment connections) of an identifier: scope api only. */
export const deleteMobileAppVersion = route(declared.deleteMobileAppVersion, async (ctx) => {
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
  return ctx.empty(204);
});

/**
 * Deletes an identifier with every version and environment connection: scope api only.
 * The spec's "Related" list names update and delete without their shape; this follows the version
 * delete (204, plain-text 404, one transaction).
 */
export const deleteMobileAppIdentifier = route(declared.deleteMobileAppIdentifier, async (ctx) => {
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
  return ctx.empty(204);
});
