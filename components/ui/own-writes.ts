import type { Mutation, MutationFilters, QueryClient } from "@tanstack/react-query";

// The person's own writes of a versioned record, in TanStack Query's mutation cache (apart from the
// record-changed notices: the prospect board's moves register here from its first load, which need not
// carry the notices and forms of components/ui/record-changed).
//
// What TanStack Query does: writes of one `scope` are sent one after another (a card's next move, or the
// side panel's save, waits for a move still under way), and `useMutationState` reads the stored ones. What
// it cannot know is the record's version: an own write's mutation answers `{ from, stored }` (the version it
// was sent at, the record as stored), and `afterOwnWrites` follows them from a version to the person's last
// stored one. So a form opened on a record before the person's own write of it came back (a card moved on the
// board, then opened at once) builds on that write instead of reading it as someone else's change.

/** The mutation key of every own write: `useMutation({ mutationKey: ownWriteKey, scope, mutationFn })`. */
export const ownWriteKey = ["own-write"] as const;

/** What an own write answers: the version it was sent at, and the record as stored (the BFF's re-read). */
export interface OwnWrite<R> {
  from: string;
  stored: R;
}

/** The stored own writes, oldest first: `useMutationState({ filters: storedOwnWrites, select: ownWriteOf })`. */
export const storedOwnWrites: MutationFilters = { mutationKey: ownWriteKey, status: "success" };
export const ownWriteOf = (mutation: Mutation) => mutation.state.data as OwnWrite<unknown>;

/** The record after the person's own stored writes of it, from version `from` on (undefined: none). */
export function afterOwnWrites<T>(
  writes: readonly OwnWrite<unknown>[],
  from: string,
  versionOf: (record: T) => string,
): T | undefined {
  let record: T | undefined;
  const seen = new Set([from]);
  for (let version = from; ;) {
    const next = writes.findLast((w) => w.from === version && w.stored != null);
    if (!next) return record;
    record = next.stored as T;
    version = versionOf(record);
    if (seen.has(version)) return record;
    seen.add(version);
  }
}

/**
 * The If-Match for a write of a record read at `version`, after the person's own writes of it stored since.
 * Called inside a scoped mutation's `mutationFn`, so the writes before it in the scope have been stored.
 */
export function ownVersionAfter<T>(queryClient: QueryClient, version: string, versionOf: (record: T) => string) {
  const writes = queryClient.getMutationCache().findAll(storedOwnWrites).map(ownWriteOf);
  const record = afterOwnWrites(writes, version, versionOf);
  return record === undefined ? version : versionOf(record);
}
