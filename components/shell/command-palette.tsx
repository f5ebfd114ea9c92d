"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import type { CommandPaletteProps } from "./command-palette-dialog";
import { whenUsed } from "@/components/ui/when-idle";

// The palette (react-aria's autocomplete, menu and modal) is out of every page's start-up work: its module is
// fetched and mounted, closed, once someone uses the page (a key, a pointer, a touch), fetched as the shortcut starts
// (Ctrl or Cmd) and mounted by Ctrl+K. Mounted when the browser was first idle, its parsing was among the page's
// first long tasks.
const loadPalette = () => import("./command-palette-dialog");
const CommandPaletteDialog = dynamic(() => loadPalette().then((m) => m.CommandPaletteDialog), { ssr: false });

/** Keys typed after Ctrl+K before the palette is on screen (its module still coming): its search starts with them. */
let earlyKeys: string | null = null;
const takeEarlyKeys = () => {
  const keys = earlyKeys ?? "";
  earlyKeys = null;
  return keys;
};

/** Ctrl+K (or Cmd+K) opens the command palette on every staff screen. */
export function CommandPalette(props: CommandPaletteProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // each Ctrl+K opens a fresh palette: what was typed last time must not stay (Escape would clear it, not close)
  const [opened, setOpened] = useState(0);
  const openNow = useRef(false);
  const show = useCallback((next: boolean) => {
    openNow.current = next;
    earlyKeys = next ? "" : null; // the opening palette takes what is typed until it is there
    setOpen(next);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Control" || event.key === "Meta") return void loadPalette();
      if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        setUsed(true);
        show(!openNow.current);
        setOpened((count) => count + 1);
        return;
      }
      if (earlyKeys === null || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "Escape") show(false);
      else if (event.key === "Backspace") earlyKeys = earlyKeys.slice(0, -1);
      else if (event.key.length === 1) earlyKeys += event.key;
      else return;
      event.preventDefault();
      event.stopPropagation(); // not the page's own shortcuts ("/" for the search box)
    };
    window.addEventListener("keydown", onKey, { capture: true });
    // mounted (closed) once here, so a Ctrl+K on a page in use opens it at once, keys typed straight after included
    const cancel = whenUsed(() => void loadPalette().then(() => setUsed(true)));
    return () => {
      window.removeEventListener("keydown", onKey, { capture: true });
      cancel();
    };
  }, [show]);

  return used ? (
    <CommandPaletteDialog key={opened} {...props} open={open} setOpen={show} takeEarlyKeys={takeEarlyKeys} />
  ) : null;
}
