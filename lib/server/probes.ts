import type { SQL } from "drizzle-orm";
import { databaseAnswers } from "@frontdesk/lib/server/database-outage";
import { degradedReasons } from "@frontdesk/lib/server/degraded";

/**
 * The two probes a venue's orchestrator or balancer asks (docs/self-hosting/operations.md):
 * - `/livez`: the process serves requests at all. Never asks the database, so a database blip never gets every
 *   instance restarted; only a stuck process fails it (it cannot answer).
 * - `/readyz`: this instance can serve the desk now: started (migrations done) and its database answers within
 *   2 s, else 503 and the balancer sends the desk elsewhere. A part that is down but worked around (the upstream
 *   platform's breaker, the mail server) keeps it ready and is named under "degraded".
 */
export interface ProbeAnswer {
  status: number;
  body: { status: "alive" | "ok" | "degraded" | "starting" | "unavailable"; reason?: string };
}

export const liveness = (): ProbeAnswer => ({ status: 200, body: { status: "alive" } });

/** `database`: the app's database once started (undefined while starting). */
export async function readiness(database: { execute(query: SQL): Promise<unknown> } | undefined): Promise<ProbeAnswer> {
  if (!database) return { status: 503, body: { status: "starting", reason: "Frontdesk is starting." } };
  if (!(await databaseAnswers(database)))
    return { status: 503, body: { status: "unavailable", reason: "The database did not answer within 2 s." } };
  const degraded = degradedReasons();
  return degraded.length
    ? { status: 200, body: { status: "degraded", reason: degraded.join(" ") } }
    : { status: 200, body: { status: "ok" } };
}
