import { LRUCache } from "lru-cache";
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { dataDir } from "../db/client";
import { env } from "@frontdesk/lib/server/env";

/** Claims of a platform access token (Authentication §4). */
export interface Claims {
  sub: string;
  products: string[];
  features: string[];
  /** the member the token was issued for */
  memberId?: number;
  scope?: string;
  permissions: string[];
  integrator?: "global" | "private";
  integratorId?: number;
  /** the integrator's key version at issue: a later activation (new key) revokes the token */
  keyVersion?: number;
  /** a private integrator's environment (Authentication §4) */
  environmentId?: number;
  canRead?: boolean;
  canWrite?: boolean;
  canDelete?: boolean;
  billable?: boolean;
}

export type Capability = "read" | "write" | "delete";

/** Authentication §4: GET and HEAD need can_read, DELETE can_delete, every other method can_write. */
export const capabilityOf = (method: string): Capability =>
  /^(get|head)$/i.test(method) ? "read" : /^delete$/i.test(method) ? "delete" : "write";

const capabilityClaim = { read: "canRead", write: "canWrite", delete: "canDelete" } as const;

/**
 * Integrator tokens carry can_read/can_write/can_delete; a token that carries any of them is
 * restricted by them (a missing one counts as false). Tokens with none (the CLI's, the BFF's staff
 * tokens) are not integrator tokens and are not restricted.
 */
export function hasCapability(method: string, claims: Claims): boolean {
  if (claims.canRead === undefined && claims.canWrite === undefined && claims.canDelete === undefined) return true;
  return claims[capabilityClaim[capabilityOf(method)]] === true;
}

export interface TokenOptions extends Partial<Claims> {
  /** seconds; negative gives an already-expired token */
  expiresIn?: number;
}

let cachedKey: Uint8Array | undefined;

/**
 * The HMAC signing key: PLATFORM_SIGNING_KEY when set, else a key created on first use under
 * .data/, shared by the CLI and the server with no configuration (sandbox-contract §2).
 */
export function signingKey(): Uint8Array {
  if (cachedKey) return cachedKey;
  const configured = env().PLATFORM_SIGNING_KEY;
  if (configured) return (cachedKey = new TextEncoder().encode(configured));
  const file = path.join(/*turbopackIgnore: true*/ dataDir(), "signing-key");
  fs.mkdirSync(dataDir(), { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch {
    // already created by another process
  }
  return (cachedKey = new TextEncoder().encode(fs.readFileSync(file, "utf8").trim()));
}

export async function issueToken(options: TokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    products: options.products ?? [],
    features: options.features ?? [],
    permissions: options.permissions ?? [],
  };
  if (options.memberId !== undefined) payload.member_id = options.memberId;
  if (options.scope) payload.scope = options.scope;
  if (options.integrator) payload.integrator = options.integrator;
  if (options.integratorId !== undefined) payload.integrator_id = options.integratorId;
  if (options.keyVersion !== undefined) payload.key_version = options.keyVersion;
  if (options.environmentId !== undefined) payload.environment_id = options.environmentId;
  for (const [claim, value] of [
    ["can_read", options.canRead],
    ["can_write", options.canWrite],
    ["can_delete", options.canDelete],
    ["billable", options.billable],
  ] as const) {
    if (value !== undefined) payload[claim] = value;
  }
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(options.sub ?? "sandbox")
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(signingKey());
}

/**
 * Tokens already verified, with their claims and expiry: a token is the same bytes on every request
 * (the BFF reuses its staff tokens), and an HMAC check costs ~0.3-0.6 ms. A token is kept until it expires; revocation (an integrator's key version) is checked by the caller on every request, as before.
 */
const verified = new LRUCache<string, Claims>({ max: 10_000 });

/** Verifies signature and expiry; undefined for anything not a valid, current token. */
export async function verifyToken(token: string): Promise<Claims | undefined> {
  const hit = verified.get(token);
  if (hit) return hit;
  const checked = await verifySignature(token);
  const ttl = checked ? checked.expiresAt - Date.now() : 0;
  if (checked && ttl > 0) verified.set(token, checked.claims, { ttl });
  return checked?.claims;
}

async function verifySignature(token: string): Promise<{ claims: Claims; expiresAt: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), { algorithms: ["HS256"] });
    // a capability claim that is present but not a boolean restricts like false
    const flag = (v: unknown) => (v === undefined ? undefined : v === true);
    const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
    const claims: Claims = {
      sub: payload.sub ?? "",
      products: list(payload.products),
      features: list(payload.features),
      permissions: list(payload.permissions),
      memberId: typeof payload.member_id === "number" ? payload.member_id : undefined,
      scope: typeof payload.scope === "string" ? payload.scope : undefined,
      integrator: payload.integrator === "global" || payload.integrator === "private" ? payload.integrator : undefined,
      integratorId: typeof payload.integrator_id === "number" ? payload.integrator_id : undefined,
      keyVersion: typeof payload.key_version === "number" ? payload.key_version : undefined,
      environmentId: typeof payload.environment_id === "number" ? payload.environment_id : undefined,
      canRead: flag(payload.can_read),
      canWrite: flag(payload.can_write),
      canDelete: flag(payload.can_delete),
      billable: flag(payload.billable),
    };
    // exp is optional in a JWT: one without it is remembered for a minute
    return {
      claims: Object.freeze(claims),
      expiresAt: payload.exp !== undefined ? payload.exp * 1000 : Date.now() + 60_000,
    };
  } catch {
    return undefined;
  }
}
