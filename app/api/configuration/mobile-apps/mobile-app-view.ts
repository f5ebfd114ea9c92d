import { BffProblem } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
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

/** A positive id from the path, or a 400 problem. */
export const positiveId = (raw: string | undefined, what: string) => {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) <= 0) throw new BffProblem(problem(400, `The value '${raw ?? ""}' is not a valid ${what}.`));
  return Number(raw);
};
