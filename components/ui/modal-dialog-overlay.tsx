"use client";

import { useState, type ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "./button";
import { useTranslations } from "./catalogue";
import { CancelContext } from "./modal-dialog-context";

function DialogBody({ close, children }: { close: () => void; children: ReactNode }) {
  const t = useTranslations("Ui");
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
          <Button onClick={close}>{t("cancel")}</Button>
        </div>
      )}
    </CancelContext.Provider>
  );
}

/** The open dialog of a ModalDialog (react-aria: focus trapped, Escape and an outside click close, focus returns). */
export function ModalDialogOverlay({
  isOpen,
  onOpenChange,
  title,
  wide,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  wide: boolean;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 flex items-start justify-center bg-slate-950/50 p-4 pt-[5vh] pb-32 print:static print:block print:bg-transparent print:p-0"
    >
      {/*
        A tall form scrolls inside the dialog, so its buttons stay reachable on a short screen. The dialog
        ends above the toasts' lane at the foot of the screen (pb-32: sonner's 24 px offset and a toast of
        up to three lines), so a toast about its own write never covers its Cancel or its action.
      */}
      <Modal
        className={`max-h-full w-full overflow-y-auto print:max-h-none print:overflow-visible ${wide ? "max-w-2xl" : "max-w-md"} rounded-lg border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900`}
      >
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
  );
}
