import { AsyncLocalStorage } from "node:async_hooks";
import { readRequestVenueWith, type VenueBox } from "@frontdesk/lib/venue/current";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/**
 * Each request's own venue settings (lib/venue/current.ts): the server answers a request inside `inVenueScope`, and
 * what the page's providers set for its dates (a Welsh screen's names, an English one's venue locale) stays that
 * request's, where a module value was the process's: a Welsh and an English page rendering at once took each other's
 * date format, and the browser, finding other text than the server wrote, rendered the page again (React error 418).
 */
const requests = processWide("venue request boxes", () => {
  const storage = new AsyncLocalStorage<VenueBox>();
  readRequestVenueWith(() => storage.getStore());
  return storage;
});

/** Runs `answer` (and all it starts) with a venue box of its own. */
export const inVenueScope = <T>(answer: () => T): T => requests.run({}, answer);
