import { sql } from "drizzle-orm";
import { route } from "../http/route";
import { PlatformError } from "../http/errors";
import { mobileAppIdentifiers, mobileAppVersions } from "../db/schema";
import { sealAppSecret } from "../db/sealed-columns";
import { generateAppSecret, invalidVersionMessage, parseAppVersion } from "./mobile-apps-rules";
import * as declared from "./mobile-apps-create.schema";

/** Endpoint 5: an identifier and its first version, created together or not at all. */
export const createMobileAppIdentifier = route(declared.createMobileAppIdentifier, async (ctx) => {
  const { appBundleId, oneSignalAppId, appVersion } = ctx.input.body;
  const duplicate = () => PlatformError.text(409, `An identifier already exists with AppBundleId '${appBundleId}'.`);
  const [existing] = await ctx.db
    .select({ id: mobileAppIdentifiers.id })
    .from(mobileAppIdentifiers)
    .where(sql`lower(${mobileAppIdentifiers.appBundleId}) = lower(${appBundleId})`)
    .limit(1);
  if (existing) throw duplicate();

  if (!parseAppVersion(appVersion))
    throw PlatformError.problem(400, { AppVersion: [invalidVersionMessage(appVersion)] });

  try {
    const created = await ctx.db.transaction(async (tx) => {
      const [identifier] = await tx.insert(mobileAppIdentifiers).values({ appBundleId, oneSignalAppId }).returning();
      const appSecret = generateAppSecret();
      const [version] = await tx
        .insert(mobileAppVersions)
        .values({ identifierId: identifier.id, appVersion, appSecret: sealAppSecret(appSecret) })
        .returning();
      return {
        id: identifier.id,
        appBundleId: identifier.appBundleId,
        oneSignalAppId: identifier.oneSignalAppId,
        versions: [{ id: version.id, appVersion: version.appVersion, appSecret }],
      };
    });
    return ctx.answer(201, created);
  } catch (error) {
    // The case-insensitive unique index turns a concurrent duplicate into the same 409.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
});

/** PostgreSQL unique_violation (23505), as raised by pg and PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
