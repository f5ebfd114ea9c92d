"use client";

import { createElement } from "react";
import type { ExternalToast } from "sonner";
import { Said } from "./catalogue";

/**
 * The app's toasts: sonner's `toast.success / .error / .warning`, with sonner itself loaded on the
 * first toast (every toast follows something the user did), so no page's first load carries it.
 * Toasts keep their order: each waits for the one module promise. The providers mount the Toaster at
 * the first toast too (`onFirstToast`; sonner's Toaster shows the toasts made before it subscribed).
 */
type Kind = "success" | "error" | "warning";

let sonner: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

let toasted = false;
const waiting = new Set<() => void>();

/** Calls `mount` at the page's first toast (at once if there has been one); returns the cancel. */
export function onFirstToast(mount: () => void): () => void {
  if (toasted) mount();
  else waiting.add(mount);
  return () => void waiting.delete(mount);
}

/** A message lib/ made as a catalogue key (docs/decisions/026-words-from-lib.md): said in the page's words. */
const saidKey = /^(?:Validation|Problems|Words)\./;

const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  if (!toasted) {
    toasted = true;
    waiting.forEach((mount) => mount());
    waiting.clear();
  }
  void loadSonner().then(({ toast }) =>
    toast[kind](saidKey.test(message) ? createElement(Said, { text: message }) : message, options),
  );
};

export const toast = { success: show("success"), error: show("error"), warning: show("warning") };
