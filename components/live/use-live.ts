"use client";
import { useEffect, useState } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";

export type LiveState = "connecting" | "live" | "reconnecting";

/**
 * Keeps a screen's reads current with what other desks do: one connection (GET /api/live, Server-Sent Events) for
 * the screen's topics (lib/contract/live.ts), each with the queries a change of it reads again, so a change reads
 * again only what it is about (a visit at the site never the check of the member on the door's panel). After a
 * dropped connection the browser reconnects by itself, and every read is made again then (a change may have been
 * missed meanwhile). Answers the connection's state, for the screen to say whether it is live.
 */
export function useLiveQueries(watched: Readonly<Record<string, readonly QueryKey[]>>): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>("connecting");
  // the effect reconnects only when the topics or keys change by value, not on every render's new object
  const watchList = JSON.stringify(watched);

  useEffect(() => {
    const keysOf = JSON.parse(watchList) as Record<string, QueryKey[]>;
    const topics = Object.keys(keysOf);
    if (topics.length === 0) return;
    const query = new URLSearchParams(topics.map((topic) => ["topic", topic]));
    const readAgain = (keys: QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const readAll = () => readAgain(Object.values(keysOf).flat());
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;
    const connect = () => {
      source = new EventSource(`/api/live?${query}`);
      source.addEventListener("open", () => {
        setState("live");
        if (dropped) readAll(); // what changed while the connection was down
        dropped = false;
      });
      // the event's data is the topic that changed
      source.addEventListener("change", (event) => {
        const keys = keysOf[(event as MessageEvent<string>).data];
        if (keys) readAgain(keys);
        else readAll();
      });
      source.addEventListener("resync", readAll);
      source.addEventListener("error", () => {
        dropped = true;
        setState("reconnecting");
        // a network blip is retried by the browser itself; an answer that is not a stream (503 while the database
        // restarts) ends the source, so a new one is made a little later
        if (source?.readyState === EventSource.CLOSED) retry = setTimeout(connect, 5_000);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [watchList, queryClient]);

  return state;
}
