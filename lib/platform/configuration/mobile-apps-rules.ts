import crypto from "node:crypto";
import { PlatformError, type FieldErrors } from "../http/errors";
import { int32Max } from "../http/input";
import type { Claims } from "../http/tokens";
import { appVersionPattern, mobileAppLimits } from "@frontdesk/lib/contract/mobile-apps";

/** The token's scopes: the scope claim holds one or more space-separated values. */
const scopes = (claims: Claims) => (claims.scope ?? "").split(/\s+/).filter(Boolean);
const isAdmin = (claims: Claims) => claims.products.includes("ADMIN") && claims.permissions.includes("cr.co");

/** Authentication §5: creating (and reading) identifiers needs ADMIN, cr.co and scope api or partner. */
export const canManageIdentifiers = (claims: Claims) =>
  isAdmin(claims) && scopes(claims).some((s) => s === "api" || s === "partner");
/** Adding versions, updating and deleting need scope api: partner integrations cannot. */
export const canChangeIdentifiers = (claims: Claims) => isAdmin(claims) && scopes(claims).includes("api");

const secretAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A version's HMAC secret: 256 characters from A-Z a-z 0-9 - _, each drawn with crypto.randomInt (unbiased). */
export function generateAppSecret(): string {
  let secret = "";
  for (let i = 0; i < mobileAppLimits.secretLength; i++)
    secret += secretAlphabet[crypto.randomInt(secretAlphabet.length)];
  return secret;
}

/** major.minor[.build[.revision]], each part an int32; undefined when not a valid version. */
export function parseAppVersion(value: string): number[] | undefined {
  if (!appVersionPattern.test(value)) return undefined;
  const parts = value.split(".").map(Number);
  return parts.every((p) => Number.isSafeInteger(p) && p <= int32Max) ? parts : undefined;
}

/** Numeric dotted comparison; a missing part counts as 0 (1.2 equals 1.2.0). */
export function compareAppVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

export const invalidVersionMessage = (value: string) =>
  `AppVersion must be in a valid format (major.minor[.build[.revision]]). Provided: ${value}`;

/**
 * Request validation of one required string field: missing, null, blank or not a string is
 * "{Field} is required." (a wrong type gets its own message); too long "{Field} cannot exceed {n} characters.".
 */
export function checkRequiredString(
  errors: FieldErrors,
  field: string,
  value: unknown,
  max: number,
): string | undefined {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    errors[field] = [`${field} is required.`];
    return undefined;
  }
  if (typeof value !== "string") {
    errors[field] = [
      `The JSON value could not be converted to System.String. Path: $.${field[0].toLowerCase()}${field.slice(1)}`,
    ];
    return undefined;
  }
  if (value.length > max) {
    errors[field] = [`${field} cannot exceed ${max} characters.`];
    return undefined;
  }
  return value;
}

/** The body must be a JSON object; anything else is a request-validation failure. */
export function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body))
    throw PlatformError.problem(400, { body: ["The request body must be a JSON object."] });
  return body as Record<string, unknown>;
}
