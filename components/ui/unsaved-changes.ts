"use client";

import { useEffect, useId } from "react";
import { buttonClass } from "./button";
import { useTranslations } from "./catalogue";

/**
 * Unsaved-changes guard: while any form on the page is dirty, leaving warns first:
 * reload or closing the tab (the browser's own beforeunload prompt), an in-app link, the
 * browser's Back button, and signing out (the sign-out button asks `confirmLeave()`).
 *
 *   useUnsavedChangesGuard(formState.isDirty);
 *
 * Dirty forms register here by id, so several forms on one screen share one set of listeners.
 *
 * Back: the App Router turns Back into a same-document history step, so neither beforeunload nor a
 * prompt before the step is possible. While a form is dirty the page pushes one extra history entry
 * for itself (same URL); Back steps off it onto the page's own entry, the router is kept from
 * handling that step, and the page asks in its own dialog: "Stay" pushes the entry again, "Leave"
 * takes the step back the person asked for. Once the form is clean again (saved, reset, closed) or
 * left, the extra entry stays behind (stepping off it at that moment would race a navigation under
 * way: a save's own router.push, a reload): a later Back from it onto the page's own entry, the same
 * page, is skipped, so one Back still leaves the page. Dirty again on that entry, it guards again.
 */
/**
 * The question's words in the screen's language, set by the guard of the last dirty form before it registers (the
 * prompts run outside React, and only while a form is dirty): no English of their own in every page's first load.
 */
let words = {} as Record<"confirm" | "title" | "message" | "stay" | "leave", string>;

const dirtyForms = new Set<string>();
let detach: (() => void) | undefined;
/** The history-state key of the extra entry, and the token of the one pushed while forms are dirty. */
const guardKey = "frontdeskUnsavedChanges";
let guardToken: string | undefined;
let guardedPage = "";
/** The last extra entry no longer guarding, and whether the person is on it now. */
let leftBehind: { token: string; href: string; current: boolean } | undefined;

const hasUnsavedChanges = () => dirtyForms.size > 0;

/** Asks before an action that leaves the page (sign-out, a programmatic navigation). */
export function confirmLeave(): boolean {
  if (!hasUnsavedChanges()) return true;
  if (!window.confirm(words.confirm)) return false;
  leave();
  return true;
}

export function useUnsavedChangesGuard(dirty: boolean) {
  const id = useId();
  const t = useTranslations("Ui");
  useEffect(() => {
    if (!dirty) return;
    words = {
      confirm: t("unsavedConfirm"),
      title: t("unsavedTitle"),
      message: t("unsavedMessage"),
      stay: t("unsavedStay"),
      leave: t("unsavedLeave"),
    };
    dirtyForms.add(id);
    attach();
    return () => {
      dirtyForms.delete(id);
      if (dirtyForms.size === 0) release(false);
    };
  }, [dirty, id, t]);
}

/** The person chose to leave: forget the dirty forms and stop guarding. */
function leave() {
  dirtyForms.clear();
  release(true);
}

const stateWithGuard = (state: unknown, token: string) => ({
  ...(state as Record<string, unknown> | null),
  [guardKey]: token,
});
const isGuardEntry = (state: unknown, token: string | undefined) =>
  token !== undefined && (state as Record<string, unknown> | null)?.[guardKey] === token;

function attach() {
  if (detach) return;
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = ""; // older Chromium needs it set to show the prompt
  };
  // Capture phase on document: runs before React's (and next/link's) handlers on the root.
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search))
      return;
    if (!confirmLeave()) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  // Back: the extra entry (its state keeps the router's, so the router can still restore it).
  const token = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const guardedHref = location.href;
  guardedPage = guardedHref;
  const guardedState: unknown = history.state;
  guardToken = token;
  // On an extra entry left behind by this page: it guards again (no second extra entry).
  if (leftBehind && isGuardEntry(history.state, leftBehind.token))
    history.replaceState(stateWithGuard(history.state, token), "");
  else history.pushState(stateWithGuard(history.state, token), "");
  leftBehind = undefined;
  let asking = false;
  // Capture on window: at the target, capture listeners run before the router's popstate listener.
  const onPopState = (event: PopStateEvent) => {
    if (isGuardEntry(event.state, token)) return;
    event.stopImmediatePropagation(); // the router keeps the page while the person chooses
    if (asking) return;
    asking = true;
    void askToLeave().then((leaving) => {
      asking = false;
      if (!leaving) {
        const back = location.href === guardedHref ? history.state : guardedState;
        history.pushState(stateWithGuard(back, token), "", guardedHref);
        return;
      }
      leave();
      // One step Back is on the page's own entry: take the step the person asked for. A longer
      // step (the Back button's list) is already where they chose: the router takes it now.
      if (location.href === guardedHref) history.back();
      else window.dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    });
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

/** Stops guarding; the extra entry stays behind (see the top of this file). */
function release(leaving: boolean) {
  detach?.();
  detach = undefined;
  const token = guardToken;
  guardToken = undefined;
  if (!token) return;
  leftBehind = { token, href: guardedPage, current: !leaving && isGuardEntry(history.state, token) };
  watchLeftBehind();
}

let watchingLeftBehind = false;
/** Back from the entry left behind onto the page's own entry (the same page) takes one more step. */
function watchLeftBehind() {
  if (watchingLeftBehind) return;
  watchingLeftBehind = true;
  window.addEventListener(
    "popstate",
    (event) => {
      if (!leftBehind || detach) return; // while guarding, the guard's own listener decides
      if (isGuardEntry(event.state, leftBehind.token)) return void (leftBehind.current = true);
      const ontoOwnEntry = leftBehind.current && location.href === leftBehind.href;
      leftBehind.current = false;
      if (!ontoOwnEntry) return;
      event.stopImmediatePropagation(); // the router already shows this page
      history.back();
    },
    true,
  );
}

/**
 * "Leave this page?" in a native modal dialog (top layer, the page inert behind it, Escape stays):
 * window.confirm after Back showed no prompt in headless Chromium, and a question in the page is the same in every browser.
 * Answers true to leave.
 */
function askToLeave(): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = document.createElement("dialog");
    const titleId = `leave-title-${Date.now().toString(36)}`;
    dialog.setAttribute("aria-labelledby", titleId);
    dialog.className =
      "m-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";
    const title = document.createElement("h2");
    title.id = titleId;
    title.className = "text-lg font-semibold";
    title.textContent = words.title;
    const message = document.createElement("p");
    message.className = "mt-2 text-sm";
    message.textContent = words.message;
    const form = document.createElement("form");
    form.method = "dialog";
    form.className = "mt-4 flex justify-end gap-2";
    const choice = (label: string, value: string, variant: "primary" | "secondary") => {
      const button = document.createElement("button");
      button.type = "submit";
      button.value = value;
      button.textContent = label;
      button.className = buttonClass(variant);
      return button;
    };
    const stay = choice(words.stay, "stay", "primary");
    form.append(choice(words.leave, "leave", "secondary"), stay);
    dialog.append(title, message, form);
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(dialog.returnValue === "leave");
    });
    // Escape answers "stay" here, and goes no further: a dialog the form sits in would close on it.
    dialog.addEventListener("keydown", (event) => event.key === "Escape" && event.stopPropagation());
    // Inside a modal the dirty form may sit in (react-aria keeps focus and clicks inside its modal, and
    // hides what is outside it from assistive technology); on the page otherwise.
    const modals = [
      ...document.querySelectorAll<HTMLElement>('[role="dialog"]:not(dialog), [role="alertdialog"]:not(dialog)'),
    ];
    (modals.at(-1) ?? document.body).append(dialog);
    dialog.showModal();
    stay.focus();
  });
}
