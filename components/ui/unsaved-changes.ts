"use client";

import { useEffect, useId } from "react";

/**
 * Unsaved-changes guard (issue 12): while any form on the page is dirty, leaving warns first:
 * reload or closing the tab (the browser's own beforeunload prompt), an in-app link, the
 * browser's Back button, and signing out (the sign-out button asks `confirmLeave()`).
 *
 *   useUnsavedChangesGuard(formState.isDirty);
 *
 * Dirty forms register here by id, so several forms on one screen share one set of listeners.
 */
export const leaveMessage = "You have unsaved changes. Leave this page and lose them?";

const dirtyForms = new Set<string>();
let detach: (() => void) | undefined;

export const hasUnsavedChanges = () => dirtyForms.size > 0;

/** Asks before an action that leaves the page (sign-out, a programmatic navigation). */
export function confirmLeave(): boolean {
  if (!hasUnsavedChanges()) return true;
  if (!window.confirm(leaveMessage)) return false;
  dirtyForms.clear();
  release();
  return true;
}

export function useUnsavedChangesGuard(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    attach();
    return () => {
      dirtyForms.delete(id);
      if (dirtyForms.size === 0) release();
    };
  }, [dirty, id]);
}

function attach() {
  if (detach) return;
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = ""; // older Chromium needs it set to show the prompt
  };
  // Capture phase on document: runs before React's (and next/link's) handlers on the root.
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return;
    if (!confirmLeave()) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  // Back: the browser has already moved, but our capture listener runs before the router's (at
  // the target, capture listeners go first), so a "stay" stops the router and steps forward again.
  let returning = false;
  const onPopState = (event: PopStateEvent) => {
    if (returning) {
      returning = false;
      event.stopImmediatePropagation();
      return;
    }
    if (!hasUnsavedChanges()) return;
    if (window.confirm(leaveMessage)) {
      dirtyForms.clear();
      release();
      return;
    }
    event.stopImmediatePropagation();
    returning = true;
    history.forward();
  };
  window.addEventListener("beforeunload", onBeforeUnload);
  document.addEventListener("click", onClick, true);
  window.addEventListener("popstate", onPopState, true);
  detach = () => {
    window.removeEventListener("beforeunload", onBeforeUnload);
    document.removeEventListener("click", onClick, true);
    window.removeEventListener("popstate", onPopState, true);
  };
}

function release() {
  detach?.();
  detach = undefined;
}
