// The person's own writes, apart from the record-changed notices: the prospect board's moves register
// here from its first load, which need not carry the notices and forms of components/ui/record-changed.

/**
 * The caller's own writes, by the version of the record each was sent at: under way, then the record
 * it stored (undefined when it failed). A form opened on a record before the person's own write of it
 * came back (a card moved on the board, then opened at once) builds on that write instead of reading
 * it as someone else's change. Kept for the session's last few hundred writes.
 */
interface OwnWrite {
  pending: boolean;
  stored: unknown;
  settled: Promise<void>;
}
const ownWrites = new Map<string, OwnWrite>();
const ownWriteListeners = new Set<() => void>();
const keptOwnWrites = 500;

/**
 * Registers the person's own write of a record read at version `from` and answers the write unchanged:
 *
 *   mutationFn: ({ item, to }) => ownWrite(versionOf(item), callApi(endpoint, { params, body, ifMatch: versionOf(item) }))
 *
 * The write must answer the record as stored (the BFF's re-read), the same kind of record the forms version.
 */
export function ownWrite<R>(from: string, write: Promise<R>): Promise<R> {
  const entry: OwnWrite = { pending: true, stored: undefined, settled: Promise.resolve() };
  entry.settled = write
    .then(
      (stored) => {
        entry.stored = stored ?? undefined;
      },
      () => undefined,
    )
    .finally(() => {
      entry.pending = false;
      for (const listener of ownWriteListeners) listener();
    });
  ownWrites.delete(from);
  ownWrites.set(from, entry);
  if (ownWrites.size > keptOwnWrites) ownWrites.delete(ownWrites.keys().next().value!);
  return write;
}

export const onOwnWrite = (listener: () => void) => {
  ownWriteListeners.add(listener);
  return () => void ownWriteListeners.delete(listener);
};

/** The record after the person's own stored writes of it, from version `from` on (undefined: none). */
export function afterOwnWrites<T>(from: string, versionOf: (record: T) => string): T | undefined {
  let record: T | undefined;
  const seen = new Set([from]);
  for (let entry = ownWrites.get(from); entry && !entry.pending && entry.stored !== undefined;) {
    record = entry.stored as T;
    const version = versionOf(record);
    if (seen.has(version)) break;
    seen.add(version);
    entry = ownWrites.get(version);
  }
  return record;
}

/** The record after the person's own writes of it, having waited for those still under way. */
export async function settledOwnWrites<T>(record: T, versionOf: (record: T) => string): Promise<T> {
  const seen = new Set<string>();
  for (let version = versionOf(record); !seen.has(version); version = versionOf(record)) {
    seen.add(version);
    const entry = ownWrites.get(version);
    if (entry?.pending) await entry.settled;
    if (entry?.stored === undefined) break;
    record = entry.stored as T;
  }
  return record;
}
