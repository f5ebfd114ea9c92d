import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { integrators } from "../db/schema";
import { PlatformError } from "../http/errors";
import type { GlobalIntegrator } from "@frontdesk/lib/contract/integrators";
import { lookupPath, positiveInt32 } from "../http/input";

type Row = typeof integrators.$inferSelect;

export function toGlobalIntegrator(row: Row): GlobalIntegrator {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    origin: row.origin,
    logoUrl: row.logoUrl,
    isGlobal: row.isGlobal,
    isBillable: row.isBillable,
    environmentId: row.environmentId,
    allowedScopes: row.allowedScopes,
    canRead: row.canRead,
    canWrite: row.canWrite,
    canDelete: row.canDelete,
    rateLimitPerMinute: row.rateLimitPerMinute,
    rateLimitPerHour: row.rateLimitPerHour,
    isActive: row.isActive,
    createdOn: row.createdOn?.toISOString() ?? null,
    modifiedOn: row.modifiedOn?.toISOString() ?? null,
    keyIssuedOn: row.keyIssuedOn?.toISOString() ?? null,
    lastTokenIssuedOn: row.lastTokenIssuedOn?.toISOString() ?? null,
  };
}

/** The declared path of the integrator routes: id as JavaScript reads a number (not a positive int32: never found), kept as sent for the 404. */
export const integratorPath = lookupPath(["id"], (raw) => positiveInt32(Number(raw)));

/** The integrator named by the path, else 404 plain text naming the id as sent. */
export async function findIntegrator(db: Executor, path: { id?: number; raw: string }): Promise<Row> {
  const [row] = path.id ? await db.select().from(integrators).where(eq(integrators.id, path.id)) : [];
  if (!row) throw PlatformError.text(404, `Integrator with ID ${path.raw} does not exist.`);
  return row;
}

/** Keys are 256 random bits, so a SHA-256 digest is a sufficient one-way store. */
export const hashKey = (key: string) => crypto.createHash("sha256").update(key).digest("hex");

export const newKey = () => `fdk_${crypto.randomBytes(32).toString("base64url")}`;

export function keyMatches(key: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashKey(key), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/** Origins compare case-insensitively with a trailing slash ignored. */
export const sameOrigin = (a: string, b: string) =>
  a.trim().replace(/\/+$/, "").toLowerCase() === b.trim().replace(/\/+$/, "").toLowerCase();
