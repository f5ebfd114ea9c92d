"use client";

import type { LiveState } from "./use-live";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * Whether other desks' changes arrive by themselves, in words (a screen reader hears a change of state once). Its
 * words: messages/*.json, Live (a page showing it hands that namespace down); `what`: the changes, in the caller's
 * words (a plural noun phrase).
 */
export function LiveNote({ state, what }: { state: LiveState; what: string }) {
  const t = useTranslations("Live");
  return (
    // two lines kept on a phone: "Connecting…" and "Live: …" wrap differently, and the page must not move between them
    <p role="status" data-live={state} className="min-h-[2lh] text-xs text-slate-600 sm:min-h-0 dark:text-slate-400">
      {t(state, { what })}
    </p>
  );
}
