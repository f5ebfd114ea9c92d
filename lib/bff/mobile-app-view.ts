import type {
  MaskedMobileAppIdentifier,
  MaskedMobileAppVersion,
  MobileAppIdentifier,
  MobileAppVersion,
  RevealedAppSecret,
  SecretRevealEntry,
} from "@frontdesk/lib/contract/mobile-apps";
import type { SecretReveal } from "./audit";

/** What the browser sees of a version: never the secret itself, only how it ends. */
export const maskVersion = (v: MobileAppVersion): MaskedMobileAppVersion => ({
  id: v.id,
  appVersion: v.appVersion,
  secretEnding: v.appSecret.slice(-4),
  secretLength: v.appSecret.length,
});

/** The browser gets secrets masked; the reveal route hands out one secret on demand. */
export const maskIdentifier = (identifier: MobileAppIdentifier): MaskedMobileAppIdentifier => ({
  id: identifier.id,
  appBundleId: identifier.appBundleId,
  oneSignalAppId: identifier.oneSignalAppId,
  versions: (identifier.versions ?? []).map(maskVersion),
});

/** One audited hand-out of a signing secret, as the admins' trail shows it. */
export const secretRevealView = (r: SecretReveal): SecretRevealEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  staffName: r.staffName,
  appBundleId: r.appBundleId,
  appVersion: r.appVersion,
  identifierId: r.identifierId,
  versionId: r.versionId,
});

/** The one secret a reveal hands out. */
export const revealedSecret = (v: MobileAppVersion): RevealedAppSecret => ({ appSecret: v.appSecret });
