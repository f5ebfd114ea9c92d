import { QueryClient, dehydrate, type DehydratedState, type QueryKey } from "@tanstack/react-query";
import { getStaffSession, type StaffSession } from "@frontdesk/lib/auth/session";
import { auditedTogether } from "@frontdesk/lib/bff/audit";
import type { ServerRead } from "@frontdesk/lib/bff/route";
import { readsTogether } from "@frontdesk/lib/server/reads-together";
import { withRequestId } from "@frontdesk/lib/server/request-context";

export type { ServerRead };

// imported when asked, as lib/auth/session does: a test's mock of next/headers then holds however early another test
// file of its worker loaded this module
const requestHeaders = async () => (await import("next/headers")).headers();

/**
 * Who a page's first reads are made as: nobody for a router prefetch (a link in view must not read, and audit, a
 * record nobody opened) or a request signed out.
 */
export async function readingSession(): Promise<StaffSession | undefined> {
  if ((await requestHeaders()).has("next-router-prefetch")) return undefined;
  return (await getStaffSession()) ?? undefined;
}

/**
 * Answers under their screen's query keys, as the cache state the screen hydrates from (`<HydrationBoundary state>`):
 * the page's HTML already holds them, and the browser makes no second request (they are as fresh as any of the
 * staleTime's age). An answer the route refused or failed (undefined) is left out, for the screen's own read to meet.
 */
export function cacheState(answers: readonly (readonly [key: QueryKey, answer: unknown])[]): DehydratedState {
  const client = new QueryClient();
  for (const [key, answer] of answers) if (answer !== undefined) client.setQueryData(key, answer);
  return dehydrate(client);
}

/**
 * A screen's first reads made while its page renders on the server, each the route's own, with its refusals and
 * audit row, side by side. A page whose second read needs the first's answer (which site, then its sheet) makes
 * them itself: `readingSession`, the routes' `readAs` as that session, then `cacheState`.
 */
export async function serverReads(reads: readonly ServerRead[]): Promise<DehydratedState | undefined> {
  const session = await readingSession();
  return session && readsAs(session, reads);
}

/** The reads made as `session`, as the cache state: serverReads once the request has said who reads. */
export async function readsAs(session: StaffSession, reads: readonly ServerRead[]): Promise<DehydratedState> {
  // their audit rows go in one insert; if it fails, no answer is shown: the screens read for themselves. What they
  // each ask the embedded platform alike (does the member exist?) is asked once for them all.
  const requestId = (await requestHeaders()).get("x-request-id");
  const answers = await withRequestId(requestId, () =>
    auditedTogether(() => readsTogether(() => Promise.all(reads.map(([, read]) => read(session))))),
  ).catch(() => [] as unknown[]);
  return cacheState(reads.map(([key], i) => [key, answers[i]] as const));
}
