/**
 * What this instance serves less well than it should, by part (the upstream platform's breaker):
 * health reports "degraded" with the reasons. One map per process through globalThis,
 * shared by the custom server's bundle and Next's bundles.
 */
declare global {
  var __frontdeskDegraded: Map<string, string> | undefined;
}
const degradedParts = () => (globalThis.__frontdeskDegraded ??= new Map());

/** A part reports its reason while it is degraded, and undefined once it is well again. */
export function reportDegraded(part: string, reason: string | undefined) {
  if (reason === undefined) degradedParts().delete(part);
  else degradedParts().set(part, reason);
}

/** The reasons of every degraded part, empty when all are well. */
export const degradedReasons = (): string[] => [...degradedParts().values()];
