"use client";

import type { ExternalToast } from "sonner";

/**
 * The app's toasts: sonner's `toast.success / .error / .warning`, with sonner itself loaded on the
 * first toast (every toast follows something the user did), so no page's first load carries it.
 * Toasts keep their order: each waits for the one module promise. The Toaster is mounted by the
 * providers once the page is interactive.
 */
type Kind = "success" | "error" | "warning";

let sonner: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  void loadSonner().then(({ toast }) => toast[kind](message, options));
};

export const toast = { success: show("success"), error: show("error"), warning: show("warning") };
