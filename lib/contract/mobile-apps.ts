import { z } from "zod";

/**
 * Mobile-app identifiers (spec: MobileAppIdentifier, endpoint 5, Authentication §5-6, Versioning §3).
 * One schema for the platform's OpenAPI document, the BFF's re-check and the admin forms.
 */
export const mobileAppLimits = { appBundleId: 255, oneSignalAppId: 50, appVersion: 50, secretLength: 256 } as const;

/** Dotted numeric major.minor[.build[.revision]]: a bare 1, v1.0 and 1.0.0-beta are invalid. */
export const appVersionPattern = /^\d+\.\d+(?:\.\d+(?:\.\d+)?)?$/;

const requiredString = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .refine((v) => v.trim() !== "", `${field} is required.`)
    .max(max, `${field} cannot exceed ${max} characters.`);

const appVersionSchema = requiredString("AppVersion", mobileAppLimits.appVersion)
  .refine((v) => !/\s/.test(v), "AppVersion cannot contain whitespace.")
  .refine((v) => appVersionPattern.test(v), {
    error: (issue) =>
      `AppVersion must be in a valid format (major.minor[.build[.revision]]). Provided: ${String(issue.input)}`,
  });

export const createMobileAppIdentifierRequest = z.object({
  appBundleId: requiredString("AppBundleId", mobileAppLimits.appBundleId).refine(
    (v) => !/\s/.test(v),
    "AppBundleId cannot contain whitespace.",
  ),
  oneSignalAppId: requiredString("OneSignalAppId", mobileAppLimits.oneSignalAppId),
  appVersion: appVersionSchema,
});
export type CreateMobileAppIdentifierRequest = z.infer<typeof createMobileAppIdentifierRequest>;

export const addMobileAppVersionRequest = z.object({ appVersion: appVersionSchema });
export type AddMobileAppVersionRequest = z.infer<typeof addMobileAppVersionRequest>;

export const mobileAppVersion = z.object({
  id: z.number().int(),
  appVersion: z.string(),
  /** HMAC signing secret: 256 characters from A-Z a-z 0-9 - _ */
  appSecret: z.string(),
});
export type MobileAppVersion = z.infer<typeof mobileAppVersion>;

export const mobileAppIdentifier = z.object({
  id: z.number().int(),
  appBundleId: z.string(),
  oneSignalAppId: z.string(),
  /** exactly one entry on creation; on the list only with includeVersions=true */
  versions: z.array(mobileAppVersion).optional(),
});
export type MobileAppIdentifier = z.infer<typeof mobileAppIdentifier>;

/** What the browser sees of a version (the BFF's view): never the secret itself, only how it ends. */
export const maskedMobileAppVersion = z.object({
  id: z.number().int(),
  appVersion: z.string(),
  secretEnding: z.string(),
  secretLength: z.number().int(),
});
export type MaskedMobileAppVersion = z.infer<typeof maskedMobileAppVersion>;

export const maskedMobileAppIdentifier = z.object({
  id: z.number().int(),
  appBundleId: z.string(),
  oneSignalAppId: z.string(),
  versions: z.array(maskedMobileAppVersion),
});
export type MaskedMobileAppIdentifier = z.infer<typeof maskedMobileAppIdentifier>;

/** The one secret a reveal hands out (the BFF's view). */
export const revealedAppSecret = z.object({ appSecret: z.string() });
export type RevealedAppSecret = z.infer<typeof revealedAppSecret>;

/** One audited hand-out of a signing secret, as the admins' trail shows it (the BFF's own record). */
export const secretRevealEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffName: z.string(),
  appBundleId: z.string(),
  appVersion: z.string(),
  identifierId: z.number().int(),
  versionId: z.number().int(),
});
export type SecretRevealEntry = z.infer<typeof secretRevealEntry>;

export const updateEnvironmentAppVersionsRequest = z.object({
  versionIds: z.array(z.number().int().positive(), { error: "VersionIds must be an array of version ids." }),
});

export const environment = z.object({ id: z.number().int(), name: z.string(), versionIds: z.array(z.number().int()) });
export type Environment = z.infer<typeof environment>;
