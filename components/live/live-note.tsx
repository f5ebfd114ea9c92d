"use client";

import type { LiveState } from "./use-live";

/** Whether other desks' changes arrive by themselves, in words (a screen reader hears a change of state once). */
export function LiveNote({ state, what }: { state: LiveState; what: string }) {
  const words: Record<LiveState, string> = {
    connecting: `Connecting for ${what}…`,
    live: `Live: ${what} show here as they happen`,
    reconnecting: `Reconnecting: ${what} show once the connection is back`,
  };
  return (
    <p role="status" data-live={state} className="text-xs text-slate-600 dark:text-slate-400">
      {words[state]}
    </p>
  );
}
