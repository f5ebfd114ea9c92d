import type { MobileAppIdentifier, MobileAppVersion } from "@/lib/contract/mobile-apps";

/** What the browser sees of a version: never the secret itself, only how it ends. */
export const maskVersion = (v: MobileAppVersion) => ({ id: v.id, appVersion: v.appVersion, secretEnding: v.appSecret.slice(-4), secretLength: v.appSecret.length });

/** The browser gets secrets masked; the reveal route hands out one secret on demand. */
export const maskIdentifier = (identifier: MobileAppIdentifier) => ({
  id: identifier.id,
  appBundleId: identifier.appBundleId,
  oneSignalAppId: identifier.oneSignalAppId,
  versions: (identifier.versions ?? []).map(maskVersion),
});
