"use client";
import { useEffect, useState } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";

export type LiveState = "connecting" | "live" | "reconnecting";

/**
 * Keeps a screen's reads current with what other desks do: one connection (GET /api/live, Server-Sent Events) for
 * the screen's topics (lib/contract/live.ts), and each query under `keys` read again when a topic changes. After a
 * dropped connection the browser reconnects by itself, and the reads are made again then (a change may have been
 * missed meanwhile). Answers the connection's state, for the screen to say whether it is live.
 */
export function useLiveQueries(topics: readonly string[], keys: readonly QueryKey[]): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>("connecting");
  // the effect reconnects only when the topics or keys change by value, not on every render's new arrays
  const topicList = topics.join(" ");
  const keyList = JSON.stringify(keys);

  useEffect(() => {
    if (!topicList) return;
    const query = new URLSearchParams(topicList.split(" ").map((topic) => ["topic", topic]));
    const readAgain = () => {
      for (const queryKey of JSON.parse(keyList) as QueryKey[]) void queryClient.invalidateQueries({ queryKey });
    };
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;
    const connect = () => {
      source = new EventSource(`/api/live?${query}`);
      source.addEventListener("open", () => {
        setState("live");
        if (dropped) readAgain(); // what changed while the connection was down
        dropped = false;
      });
      source.addEventListener("change", readAgain);
      source.addEventListener("resync", readAgain);
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
  }, [topicList, keyList, queryClient]);

  return state;
}
