"use client";

import { startTransition, useEffect, useState, type FocusEvent, type PointerEvent } from "react";
import { whenUsed } from "@/components/ui/when-idle";

/*
 * The board's drag and drop, "Move to" menus (react-aria's useDrag, DropZone, Menu and Popover, about
 * 80 KiB gzip) and virtualiser (TanStack Virtual, about 11 KiB) stay out of its first load. The cards
 * and columns first render as plain HTML (the same boxes, links and buttons; each column the cards in
 * and around its view, see PlainCardList) and become draggable, with their menus and measured virtual
 * lists, when someone reaches for the board (points at it, focuses or scrolls it, or has touched it:
 * after the touch, so a tap is never taken from under the finger); ./board-upgrade-impl is fetched
 * once the page is used at all (a key, a pointer, a touch anywhere), so it is at hand by then; fetched when the
 * browser was first idle, its parsing was among the page's first long tasks. The upgrade renders as a transition, so re-creating the cards in
 * view never blocks the page in one long task. The server renders the plain board too, so hydration matches.
 *
 * The upgrade re-creates the cards' and columns' elements, so what had focus (an element marked
 * `data-focus-id`) gets it back, and a card button pressed before the upgrade (the grip, "Move to")
 * is pressed again on its upgraded self: a menu asked for opens, a keyboard drag asked for starts.
 */

type Impl = typeof import("./board-upgrade-impl");
let impl: Impl | undefined;
let loading: Promise<Impl | undefined> | undefined;
const listeners = new Set<(loaded: Impl) => void>();
/** What to give back after the upgrade: the focused element's data-focus-id, and whether it was pressed. */
let pending: { focusId?: string; press?: Press | false } = {};
/** How a plain button was pressed: by keyboard (or a screen reader's click), or by a pointer. */
type Press = "keyboard" | "pointer";

const fetchBoardUpgrade = () =>
  (loading ??= import("./board-upgrade-impl").then(
    (m) => m,
    () => {
      loading = undefined; // offline for a moment: the plain board stays, and the next approach tries again
      return undefined;
    },
  ));

/** Upgrades the board, fetching the module first if it is not here yet. */
export const loadBoardUpgrade = () =>
  fetchBoardUpgrade().then((m) => {
    if (m && !impl) {
      impl = m;
      listeners.forEach((notify) => notify(m));
    }
    return m;
  });

/**
 * A plain card button pressed before the upgrade: load it, focus the upgraded button and, unless `press`
 * is false, press it the same way (Enter for a keyboard: a menu opens on its first item, a keyboard
 * drag starts; a click for a pointer).
 */
export function pressAfterUpgrade(focusId: string, press: Press | false) {
  pending = { focusId, press };
  void loadBoardUpgrade();
}

/**
 * The loaded module, or undefined (always undefined while hydrating); fetched once the page is used,
 * in use once the board is reached for. The board calls it once and hands it to its columns and cards.
 */
export function useBoardUpgrade(): Impl | undefined {
  const [loaded, setLoaded] = useState<Impl | undefined>(() => impl);
  useEffect(() => {
    if (loaded) return;
    const upgrade = (m: Impl) => startTransition(() => setLoaded(() => m));
    if (impl) upgrade(impl);
    listeners.add(upgrade);
    // Used: fetch the module only. The upgrade re-creates the cards, so it waits until someone reaches
    // for the board (then it is at hand); re-creating them unasked repainted the page's largest text late.
    const cancelUse = whenUsed(() => void fetchBoardUpgrade());
    return () => {
      listeners.delete(upgrade);
      cancelUse();
    };
  }, [loaded]);
  // Once the upgraded columns and cards are in the document (the virtual lists place their cards a frame
  // or two after they mount): focus back where it was, the press repeated.
  useEffect(() => {
    if (!loaded || !pending.focusId) return;
    const { focusId, press } = pending;
    pending = {};
    let frame = 0;
    let tries = 0;
    const restore = () => {
      const target = document.querySelector<HTMLElement>(`[data-focus-id="${CSS.escape(focusId)}"]`);
      if (!target) {
        if (++tries < 30) frame = requestAnimationFrame(restore);
        return;
      }
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) target.focus();
      if (press === "pointer") target.click();
      else if (press === "keyboard")
        for (const type of ["keydown", "keyup"])
          target.dispatchEvent(
            new KeyboardEvent(type, { key: "Enter", code: "Enter", bubbles: true, cancelable: true }),
          );
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [loaded]);
  return loaded;
}

/** Props for the board's columns that start the upgrade the moment someone reaches for them. */
export const upgradeOnApproach = {
  // a mouse or pen points at the board before it presses anything
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void (event.pointerType !== "touch" && loadBoardUpgrade()),
  onPointerDown: (event: PointerEvent<HTMLElement>) => void (event.pointerType !== "touch" && loadBoardUpgrade()),
  // a touch: once it has ended (its tap delivered, or the scroll it became)
  onPointerUp: () => void setTimeout(() => void loadBoardUpgrade()),
  onPointerCancel: () => void setTimeout(() => void loadBoardUpgrade()),
  onWheel: () => void loadBoardUpgrade(),
  onFocus: (event: FocusEvent<HTMLElement>) => {
    // what has focus when the upgrade re-creates it gets it back
    const focusId = event.target.getAttribute("data-focus-id");
    if (focusId && !pending.press) pending = { focusId };
    void loadBoardUpgrade();
  },
};
