"use client";

import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { onStepUp } from "@frontdesk/lib/api/call";

// The dialog and its form load when first asked for, not with every page of the shell.
const StepUpOverlay = dynamic(() => import("./step-up-overlay").then((m) => m.StepUpOverlay), { ssr: false });

/**
 * Asked again before what matters most: when a step-up endpoint answers that the second
 * factor was not proven recently, callApi asks here; the dialog takes a code, and the call goes again.
 */
export function StepUpDialog() {
  const [open, setOpen] = useState(false);
  const settle = useRef<(proven: boolean) => void>(undefined);
  useEffect(() => {
    onStepUp(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setOpen(true);
        }),
    );
    return () => onStepUp(undefined);
  }, []);
  const close = (proven: boolean) => {
    setOpen(false);
    settle.current?.(proven);
    settle.current = undefined;
  };
  return open ? <StepUpOverlay onClose={close} /> : null;
}
