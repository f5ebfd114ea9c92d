import { processWide } from "@frontdesk/lib/domain/process-wide";
/**
 * What this instance serves less well than it should, by part (the upstream platform's breaker, the mail server, a
 * database that drops requests): health reports "degraded" with the reasons. One map per process
 * (processWide), shared by the custom server's bundle and Next's bundles.
 */
const degradedParts = () => processWide("degraded parts", () => new Map<string, { reason: string; until?: number }>());

/** A part reports its reason while it is degraded, and undefined once it is well again. */
export function reportDegraded(part: string, reason: string | undefined) {
  if (reason === undefined) degradedParts().delete(part);
  else degradedParts().set(part, { reason });
}

/** How long a part that failed is reported after its last failure (`reportFailure`). */
export const failureShownMs = 10_000;

/**
 * A part that failed just now (a connection dropped, no answer in time) while it mostly works: reported until
 * `forMs` after its last failure, then withdrawn by itself, so a part that fails now and then is named while it
 * does and /readyz clears within seconds once it stops.
 */
export function reportFailure(part: string, reason: string, forMs = failureShownMs, now = Date.now()) {
  degradedParts().set(part, { reason, until: now + forMs });
}

/** The reasons of every degraded part, empty when all are well. */
export function degradedReasons(now = Date.now()): string[] {
  const reasons: string[] = [];
  for (const [part, { reason, until }] of degradedParts())
    if (until !== undefined && until <= now) degradedParts().delete(part);
    else reasons.push(reason);
  return reasons;
}
