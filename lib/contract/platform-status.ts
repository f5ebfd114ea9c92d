import { z } from "zod";

/**
 * Whether the venue platform answers (upstream mode's circuit breaker, lib/client/breaker.ts): what
 * every staff screen's banner reads. `since` is when the platform stopped answering.
 */
export const platformStatus = z.object({
  reachable: z.boolean(),
  since: z.iso.datetime().optional(),
});
export type PlatformStatus = z.infer<typeof platformStatus>;
