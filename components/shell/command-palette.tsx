"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import type { CommandPaletteProps } from "./command-palette-dialog";
import { whenIdle } from "@/components/ui/when-idle";

// The palette (react-aria's autocomplete, menu and modal) stays out of every page's first load: it
// mounts, closed, once the browser is idle (or on the first Ctrl+K), so keys typed after Ctrl+K reach it.
const CommandPaletteDialog = dynamic(() => import("./command-palette-dialog").then((m) => m.CommandPaletteDialog), {
  ssr: false,
});

/** Ctrl+K (or Cmd+K) opens the command palette on every staff screen. */
export function CommandPalette(props: CommandPaletteProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // each Ctrl+K opens a fresh palette: what was typed last time must not stay (Escape would clear it, not close)
  const [opened, setOpened] = useState(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      setUsed(true);
      setOpen((was) => !was);
      setOpened((count) => count + 1);
    };
    document.addEventListener("keydown", onKey);
    const cancelIdle = whenIdle(() => setUsed(true));
    return () => {
      document.removeEventListener("keydown", onKey);
      cancelIdle();
    };
  }, []);

  return used ? <CommandPaletteDialog key={opened} {...props} open={open} setOpen={setOpen} /> : null;
}
