"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import type { CommandPaletteProps } from "./command-palette-dialog";

// The palette (react-aria's autocomplete, menu and modal) loads on first use, not with every page.
const CommandPaletteDialog = dynamic(() => import("./command-palette-dialog").then((m) => m.CommandPaletteDialog), { ssr: false });

/** Ctrl+K (or Cmd+K) opens the command palette on every staff screen. */
export function CommandPalette(props: CommandPaletteProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      setUsed(true);
      setOpen((was) => !was);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return used ? <CommandPaletteDialog {...props} open={open} setOpen={setOpen} /> : null;
}
