import { log } from "@frontdesk/lib/server/log";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import "server-only";
import { appDatabase } from "@frontdesk/lib/app-db";
import { publishLive, subscribeLive, type LiveEvent } from "@frontdesk/lib/app-db/live";
import { getStaffSession } from "@frontdesk/lib/auth/session";

/**
 * Tells every open desk that `topics` changed, after a write the platform has made (upstream it is another system's
 * transaction, so this cannot be in it). Sent beside the answer, not before it: the desk that wrote has its answer,
 * and a failure here does not undo or fail the write (the other desks read again on their next resync or refresh).
 */
export function tellDesks(...topics: string[]): void {
  void appDatabase()
    .then((db) => publishLive(db, ...topics))
    .catch((error: unknown) => log.error({ topics, ...failureFields(error) }, "live: the desks were not told"));
}

/** Every open stream's end, for the server's shutdown: the browsers reconnect to another instance at once. */
const openStreams = new Set<() => void>();
export const endLiveStreams = () => openStreams.forEach((end) => end());

/** How often an idle stream says it is alive (proxies close a silent connection) and checks its session. */
const heartbeatMs = 25_000;

/**
 * The stream of a screen's topics as Server-Sent Events: `change` (data: the topic) when one changed, `resync`
 * when changes may have been missed (the server's listening connection came back), and the end of the stream once
 * the session has ended (signed out, timed out). The browser's EventSource reconnects by itself after a blip; the
 * screen then reads its records again (components/live/use-live.ts). Listening starts before the answer, so a
 * database that cannot be reached is the route's 503 in words, not a stream that never speaks.
 */
export async function liveEvents(req: Request, topics: readonly string[]): Promise<Response> {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const send = (text: string) => {
    try {
      controller?.enqueue(encoder.encode(text));
    } catch {
      end(); // closed under us
    }
  };
  const unsubscribe = await subscribeLive(topics, (event: LiveEvent) =>
    send("topic" in event ? `event: change\ndata: ${event.topic}\n\n` : "event: resync\ndata: \n\n"),
  );
  const heartbeat = setInterval(() => {
    void getStaffSession(req).then(
      (session) => (session ? send(": alive\n\n") : end()),
      () => send(": alive\n\n"), // the session store is restarting: keep the stream, check again next beat
    );
  }, heartbeatMs);
  heartbeat.unref();
  let ended = false;
  function end() {
    if (ended) return;
    ended = true;
    openStreams.delete(end);
    clearInterval(heartbeat);
    unsubscribe();
    req.signal.removeEventListener("abort", end);
    try {
      controller?.close();
    } catch {}
  }
  req.signal.addEventListener("abort", end);
  openStreams.add(end);
  const stream = new ReadableStream<Uint8Array>({
    start(opened) {
      controller = opened;
      // a reconnecting browser waits 2 s; a first line sends the headers on at once
      send("retry: 2000\n\n: open\n\n");
    },
    cancel: end,
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no", // nginx: pass each event on at once
    },
  });
}
