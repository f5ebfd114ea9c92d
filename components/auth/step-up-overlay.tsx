"use client";

import { ModalDialogOverlay } from "@/components/ui/modal-dialog-overlay";
import { ProveFactorForm } from "./second-factor-form";

/** The step-up dialog's body: why it asks, and the code form; closing it without a code cancels the action. */
export function StepUpOverlay({ onClose }: { onClose: (proven: boolean) => void }) {
  return (
    <ModalDialogOverlay isOpen onOpenChange={(open) => !open && onClose(false)} title="Confirm it is you" wide={false}>
      {() => (
        <>
          <p className="mb-4 text-sm">
            This action needs your second factor again (it was last confirmed more than 5 minutes ago). Enter a code,
            and it goes on where you left it.
          </p>
          <ProveFactorForm onProven={() => onClose(true)} />
        </>
      )}
    </ModalDialogOverlay>
  );
}
