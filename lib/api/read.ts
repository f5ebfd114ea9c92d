import type { QueryKey } from "@tanstack/react-query";

/** A read's input as its query key holds it: the path parameters and the query, as the caller gives them. */
export interface ReadInput {
  params?: object;
  query?: object;
}

/**
 * A BFF read's query key: its area, its name and its input. The browser's hook (`api.<area>.read`) and the
 * server's first read (a route's `read`, lib/bff/route.ts) both make it from the declaration, so a page's HTML
 * fills the very cache entry its screen reads, and a write refreshes a read by its name.
 */
export const readKey = (area: string, name: string, input: ReadInput = {}) =>
  [
    area,
    name,
    { ...(input.params ? { params: input.params } : {}), ...(input.query ? { query: input.query } : {}) },
  ] as const;

/** Every read about one member, whatever its area: what a change to the whole member (an erasure) refreshes. */
export const aboutMember =
  (memberId: number) =>
  ({ queryKey }: { queryKey: QueryKey }) => {
    const input = queryKey[2] as { params?: { memberId?: unknown } } | undefined;
    return input?.params?.memberId === memberId;
  };
