import { headers } from "next/headers";
import { QueryClient, dehydrate, type DehydratedState, type QueryKey } from "@tanstack/react-query";
import { getStaffSession, type StaffSession } from "@/lib/auth/session";

/** One of a screen's first reads: its query's key and the BFF route's own read (`GET.readAs`, lib/bff/route.ts). */
export type ServerRead = readonly [key: QueryKey, read: (session: StaffSession) => Promise<unknown>];

/**
 * A screen's first reads made while its page renders on the server, as the cache state the screen hydrates
 * from (`<HydrationBoundary state>`): the page's HTML already holds the record, and the browser makes no second
 * request for it (the reads are as fresh as any of the staleTime's age). Each read is the route's own, with its
 * refusals and audit row; one it refuses or that fails is left out, for the screen's own read to meet and show.
 * Nothing is read for a router prefetch: a link in view must not read (and audit) a record nobody opened.
 */
export async function serverReads(reads: readonly ServerRead[]): Promise<DehydratedState | undefined> {
  if ((await headers()).has("next-router-prefetch")) return undefined;
  const session = await getStaffSession();
  if (!session) return undefined;
  const answers = await Promise.all(reads.map(([, read]) => read(session)));
  const client = new QueryClient();
  reads.forEach(([key], i) => {
    if (answers[i] !== undefined) client.setQueryData(key, answers[i]);
  });
  return dehydrate(client);
}
