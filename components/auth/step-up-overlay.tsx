"use client";

import { useMyFactors } from "@/components/account/queries";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { ModalDialogOverlay } from "@/components/ui/modal-dialog-overlay";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { ProveFactorForm } from "./second-factor-form";

/**
 * The step-up dialog's body: why it asks, and the proof (a passkey or a code, as the staff member holds
 * them); closing it without one cancels the action.
 */
export function StepUpOverlay({ onClose }: { onClose: (proven: boolean) => void }) {
  const mine = useMyFactors();
  return (
    <ModalDialogOverlay isOpen onOpenChange={(open) => !open && onClose(false)} title="Confirm it is you" wide={false}>
      {() => (
        <>
          <p className="mb-4 text-sm">
            This action needs your second factor again (it was last confirmed more than 5 minutes ago). Confirm it, and
            it goes on where you left it.
          </p>
          {mine.isPending ? (
            <LoadingState label="Loading your second factors" />
          ) : mine.isError ? (
            <ErrorState message={messageOf(mine.error)} onRetry={() => void mine.refetch()} />
          ) : (
            <ProveFactorForm onProven={() => onClose(true)} kinds={mine.data.factors.map((f) => f.kind)} />
          )}
        </>
      )}
    </ModalDialogOverlay>
  );
}
