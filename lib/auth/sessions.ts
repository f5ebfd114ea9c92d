import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { appDatabase, type AppExecutor } from "@frontdesk/lib/app-db";
import { factorPolicy, staffFactors, staffSessions, staffUsers } from "@frontdesk/lib/app-db/schema";
import { isRole, type Role } from "@frontdesk/lib/contract/roles";
import { defaultFactorRequired, pendingFactor, type FactorMethod, type FactorPending } from "./factor-policy";
import { env } from "@frontdesk/lib/server/env";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/**
 * Revocable sessions. The JWT cookie carries a session id; every request checks it
 * against staff_sessions (cached for a few seconds per process), so sign-out, "sign out
 * everywhere" and deactivation take effect at the next request on every app instance.
 * Idle timeout: SESSION_IDLE_MINUTES (default 30). Absolute lifetime: 12 hours.
 */
export const absoluteLifetimeSeconds = 12 * 60 * 60;
const idleTimeoutMs = () => env().SESSION_IDLE_MINUTES * 60_000;
const cacheMs = 5_000;
/** last_seen_at is written at most this often per session (a write per request would be waste) */
const touchEveryMs = 30_000;

interface LiveSession {
  sessionId: string;
  staffId: string;
  name: string;
  role: Role;
  /** the staff member's chosen language of their screens ("en" | "cy"), or null for the venue's default */
  language: string | null;
  /** when this session last proved a second factor (step-up reads it), or null */
  secondFactorAt: Date | null;
  /** the second factor the session still owes (lib/auth/factor-policy.ts), if any */
  pending?: FactorPending;
}

const cache = () =>
  processWide(
    "session cache",
    () => new Map<string, { at: number; session: LiveSession | undefined; lastSeen: number }>(),
  );

/** A new session; `secondFactor` when the sign-in itself proved one (a passkey alone, multi-factor SSO). */
export async function startSession(
  staffId: string,
  clientAddress: string | null,
  secondFactor?: FactorMethod,
): Promise<string> {
  const db = await appDatabase();
  const id = crypto.randomBytes(24).toString("base64url");
  await db
    .insert(staffSessions)
    .values({ id, staffId, clientAddress, ...(secondFactor ? { secondFactor, secondFactorAt: sql`now()` } : {}) });
  return id;
}

/** Records that the session proved a second factor now (the second step, an enrolment, a step-up). */
export async function markSecondFactor(sessionId: string, method: FactorMethod, executor?: AppExecutor) {
  const db = executor ?? (await appDatabase());
  await db
    .update(staffSessions)
    .set({ secondFactor: method, secondFactorAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId));
  cache().delete(sessionId);
}

/**
 * The live session behind a cookie's session id, or undefined when it ended, idled out or expired.
 * `fresh` reads the database whatever the cache holds (a step-up endpoint: "proven in the last 5 minutes"
 * is exact). A session that owes its second factor is never answered from the cache: once proven through
 * another instance, it counts here at the next request.
 */
export async function liveSession(
  sessionId: string,
  now = Date.now(),
  { fresh = false }: { fresh?: boolean } = {},
): Promise<LiveSession | undefined> {
  const hit = cache().get(sessionId);
  if (
    hit &&
    !fresh &&
    !hit.session?.pending &&
    now - hit.at < cacheMs &&
    (!hit.session || now - hit.lastSeen < idleTimeoutMs())
  )
    return hit.session;
  const db = await appDatabase();
  const [row] = await db
    .select({
      staffId: staffSessions.staffId,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      endedAt: staffSessions.endedAt,
      name: staffUsers.name,
      role: staffUsers.role,
      language: staffUsers.language,
      active: staffUsers.active,
      secondFactorAt: staffSessions.secondFactorAt,
      hasFactor: sql<boolean>`exists (select 1 from ${staffFactors} where ${staffFactors.staffId} = ${staffSessions.staffId} and ${staffFactors.confirmedAt} is not null)`,
      required: factorPolicy.required,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .leftJoin(factorPolicy, eq(factorPolicy.role, staffUsers.role))
    .where(eq(staffSessions.id, sessionId))
    .limit(1);
  let session: LiveSession | undefined;
  let lastSeen = now;
  if (row && !row.endedAt && row.active && isRole(row.role)) {
    const expired = now - row.createdAt.getTime() >= absoluteLifetimeSeconds * 1000;
    const idle = now - row.lastSeenAt.getTime() >= idleTimeoutMs();
    if (expired || idle) {
      await db
        .update(staffSessions)
        .set({ endedAt: new Date(now) })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
    } else {
      const pending = pendingFactor({
        secondFactorAt: row.secondFactorAt,
        hasFactor: row.hasFactor,
        required: row.required ?? defaultFactorRequired[row.role],
      });
      session = {
        sessionId,
        staffId: row.staffId,
        name: row.name,
        role: row.role,
        language: row.language,
        secondFactorAt: row.secondFactorAt,
        ...(pending ? { pending } : {}),
      };
      lastSeen = row.lastSeenAt.getTime();
      if (now - lastSeen >= touchEveryMs) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(staffSessions.id, sessionId));
        lastSeen = now;
      }
    }
  }
  cache().set(sessionId, { at: now, session, lastSeen });
  return session;
}

/** Forgets what this process knows of a session, so its next request reads the database (a changed language). */
export const forgetCachedSession = (sessionId: string) => void cache().delete(sessionId);

/** Ends one session (sign-out). */
export async function endSession(sessionId: string, executor?: AppExecutor) {
  const db = executor ?? (await appDatabase());
  await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
  cache().delete(sessionId);
}

/** Ends every session of a staff member ("sign out everywhere", deactivation); answers how many. */
export async function endAllSessions(staffId: string, executor?: AppExecutor): Promise<number> {
  const db = executor ?? (await appDatabase());
  const ended = await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))
    .returning({ id: staffSessions.id });
  for (const { id } of ended) cache().delete(id);
  return ended.length;
}
