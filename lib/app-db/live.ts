import "server-only";
import { sql } from "drizzle-orm";
import type { AppExecutor } from "./types";
import { appStore } from "./index";
import { liveChannel } from "@frontdesk/lib/domain/live-channel";

/**
 * Live updates between desks, one channel: a write that others should see says so with `NOTIFY frontdesk_live,
 * '<topic>'` in its own transaction (so it is heard only once committed, by every instance on the database), and
 * each process LISTENs once and hands each topic to the screens that asked for it (GET /api/live, Server-Sent
 * Events). A screen that hears a topic reads its records again; after the listening connection was lost it hears
 * "resync" and reads everything again, so no change is lost to a blip.
 */
const channel = liveChannel;

/** Tells every listening desk that each of `topics` changed, when `db`'s transaction commits (at once outside one). */
export async function publishLive(db: AppExecutor, ...topics: string[]) {
  if (!topics.length) return;
  // one statement for them all (a booking tells two topics): each statement is a round trip
  await db.execute(
    sql`SELECT ${sql.join(
      topics.map((topic) => sql`pg_notify(${channel}, ${topic})`),
      sql`, `,
    )}`,
  );
}

export type LiveEvent = { topic: string } | { resync: true };
type Listener = (event: LiveEvent) => void;

const listeners = new Map<string, Set<Listener>>();
let listening: Promise<() => Promise<void>> | undefined;

function startListening() {
  listening ??= appStore()
    .store.then((store) =>
      store.listen(
        channel,
        (topic) => listeners.get(topic)?.forEach((listener) => listener({ topic })),
        () => new Set([...listeners.values()].flatMap((set) => [...set])).forEach((l) => l({ resync: true })),
      ),
    )
    .catch((error: unknown) => {
      listening = undefined; // the next screen to ask tries again
      throw error;
    });
  return listening;
}

/** Hears `topics` until the returned function is called; resolves once listening. */
export async function subscribeLive(topics: readonly string[], listener: Listener): Promise<() => void> {
  for (const topic of topics) {
    if (!listeners.has(topic)) listeners.set(topic, new Set());
    listeners.get(topic)!.add(listener);
  }
  const unsubscribe = () => {
    for (const topic of topics) {
      const set = listeners.get(topic);
      set?.delete(listener);
      if (set?.size === 0) listeners.delete(topic);
    }
  };
  try {
    await startListening();
  } catch (error) {
    unsubscribe();
    throw error;
  }
  return unsubscribe;
}

/** Stops listening (the server's shutdown). */
export async function stopLive() {
  const stop = await listening?.catch(() => undefined);
  listening = undefined;
  await stop?.();
}
