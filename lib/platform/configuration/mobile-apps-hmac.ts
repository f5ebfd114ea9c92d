import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mobileAppIdentifiers, mobileAppVersions } from "../db/schema";
import { openAppSecret } from "../db/sealed-columns";
import { compareAppVersions, parseAppVersion } from "./mobile-apps-rules";

/** A registered version of an app with its signing secret. */
interface SigningVersion {
  appVersion: string;
  appSecret: string;
}

/** Base64 HMAC-SHA256 of the raw request body: what an app sends in X-HMAC-Signature. */
export function signBody(rawBody: string | Uint8Array, secret: string): string {
  return crypto.createHmac("sha256", secret).update(rawBody).digest("base64");
}

/**
 * Versioning §3 and endpoint 5: a request signed with the secret of ANY registered version less than
 * or equal to the app's own version (numeric dotted comparison) is accepted. Compared in constant
 * time (timingSafeEqual over the decoded digests); anything malformed is simply refused.
 */
export function verifyMobileAppSignature(input: {
  rawBody: string | Uint8Array;
  signature: string | null | undefined;
  appVersion: string;
  versions: SigningVersion[];
}): boolean {
  const own = parseAppVersion(input.appVersion);
  if (!own || !input.signature) return false;
  const sent = Buffer.from(input.signature.trim(), "base64");
  if (sent.length !== 32 || sent.toString("base64") !== input.signature.trim()) return false;
  let accepted = false;
  for (const version of input.versions) {
    const registered = parseAppVersion(version.appVersion);
    if (!registered || compareAppVersions(registered, own) > 0) continue;
    const expected = crypto.createHmac("sha256", version.appSecret).update(input.rawBody).digest();
    // no early exit: every eligible secret is tried, so timing does not reveal which one matched
    if (crypto.timingSafeEqual(expected, sent)) accepted = true;
  }
  return accepted;
}

/** The registered versions of the app with this bundle id (case-insensitive), for verifyMobileAppSignature. */
export async function signingVersionsOf(db: Executor, appBundleId: string): Promise<SigningVersion[]> {
  const versions = await db
    .select({ appVersion: mobileAppVersions.appVersion, appSecret: mobileAppVersions.appSecret })
    .from(mobileAppVersions)
    .innerJoin(mobileAppIdentifiers, eq(mobileAppIdentifiers.id, mobileAppVersions.identifierId))
    .where(sql`lower(${mobileAppIdentifiers.appBundleId}) = lower(${appBundleId})`);
  return versions.map((v) => ({ appVersion: v.appVersion, appSecret: openAppSecret(v.appSecret) }));
}
