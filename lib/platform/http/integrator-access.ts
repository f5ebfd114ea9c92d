import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { integrators } from "../db/schema";
import { PlatformError } from "./errors";
import { spendRateBudget } from "./rate-limit";

interface IntegratorState {
  isActive: boolean;
  keyVersion: number;
  perMinute: number;
  perHour: number;
  at: number;
}

/** How long a read of an integrator's state is trusted: deletes and new keys reach other instances within it. */
const cacheMilliseconds = 2_000;
const cache = new Map<number, IntegratorState>();
/** Bumped by forgetIntegrator so a read that raced a delete or activation is not cached. */
let generation = 0;

/** Drops the cached state after a delete or activation in this process, so the change holds at once here. */
export function forgetIntegrator(id: number) {
  generation++;
  cache.delete(id);
}

async function stateOf(db: Database, id: number): Promise<IntegratorState | undefined> {
  const cached = cache.get(id);
  if (cached && Date.now() - cached.at <= cacheMilliseconds) return cached;
  const startedAt = generation;
  const [row] = await db
    .select({
      isActive: integrators.isActive,
      keyVersion: integrators.keyVersion,
      perMinute: integrators.rateLimitPerMinute,
      perHour: integrators.rateLimitPerHour,
    })
    .from(integrators)
    .where(eq(integrators.id, id));
  if (!row) return undefined;
  const state = { ...row, at: Date.now() };
  if (startedAt === generation) cache.set(id, state);
  return state;
}

/**
 * An integrator's token works while the integrator is active and its key is the one the token was
 * issued under (401 otherwise: deleted, or re-activated with a new key); then its rate budget is spent.
 */
export async function admitIntegratorToken(db: Database, integratorId: number, keyVersion: number | undefined) {
  const state = await stateOf(db, integratorId);
  if (!state || !state.isActive || state.keyVersion !== keyVersion) {
    throw new PlatformError(401, "empty", "Token revoked", undefined, {
      "WWW-Authenticate": 'Bearer error="invalid_token"',
    });
  }
  await spendRateBudget(db, integratorId, state.perMinute, state.perHour);
}
