"use client";

import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from "react";
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button, buttonClass, type ButtonVariant } from "./button";

/** The open dialog's close, and how a DialogCancel placed by the content tells the dialog it is there. */
const CancelContext = createContext<{ close: () => void; placed: () => () => void } | null>(null);

/**
 * The dialog's Cancel, placed by the content beside its own action ("Delete", "Save"). A dialog
 * whose content places none gets one at its foot, so every dialog has a Cancel (issue 13).
 * `onCancel` serves the same content outside a dialog.
 */
export function DialogCancel({ label = "Cancel", onCancel }: { label?: string; onCancel?: () => void }) {
  const dialog = useContext(CancelContext);
  useLayoutEffect(() => dialog?.placed(), [dialog]);
  return <Button onClick={dialog?.close ?? onCancel}>{label}</Button>;
}

function DialogBody({ close, children }: { close: () => void; children: ReactNode }) {
  const [placed, setPlaced] = useState(0);
  const [context] = useState(() => ({
    close,
    placed: () => {
      setPlaced((n) => n + 1);
      return () => setPlaced((n) => n - 1);
    },
  }));
  return (
    <CancelContext.Provider value={context}>
      {children}
      {placed === 0 && (
        <div className="mt-4 flex justify-end">
          <Button onClick={close}>Cancel</Button>
        </div>
      )}
    </CancelContext.Provider>
  );
}

/**
 * A button that opens a modal dialog (focus trapped, Escape closes, focus returns to the
 * button, a Cancel always there: see DialogCancel). `children` receives `close` so a form can close
 * the dialog once its write succeeded.
 */
export function ModalDialog({
  triggerLabel,
  triggerVariant = "secondary",
  triggerIcon,
  triggerAccessibleLabel,
  title,
  onClosed,
  wide = false,
  children,
}: {
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
  triggerIcon?: ReactNode;
  /** a fuller name for screen readers when the visible label is short ("Grant" -> "Grant Newsletter") */
  triggerAccessibleLabel?: string;
  title: string;
  /** called whenever the dialog closes, however it was closed (button, Escape, outside click) */
  onClosed?: () => void;
  /** room for wider content (code samples, tables) */
  wide?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <DialogTrigger onOpenChange={(open) => (open ? undefined : onClosed?.())}>
      <AriaButton className={buttonClass(triggerVariant, "px-2.5 py-1.5")} aria-label={triggerAccessibleLabel}>
        {triggerIcon}
        {triggerLabel}
      </AriaButton>
      <ModalOverlay isDismissable className="fixed inset-0 z-40 flex items-start justify-center bg-slate-950/50 p-4 pt-[5vh]">
        {/* A tall form scrolls inside the dialog, so its buttons stay reachable on a short screen. */}
        <Modal className={`max-h-[90vh] w-full overflow-y-auto ${wide ? "max-w-2xl" : "max-w-md"} rounded-lg border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900`}>
          <Dialog className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-lg font-semibold">
                  {title}
                </Heading>
                <div className="mt-3">
                  <DialogBody close={close}>{children(close)}</DialogBody>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
