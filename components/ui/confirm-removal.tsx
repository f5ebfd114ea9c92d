"use client";

import type { ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "./button";
import { DialogCancel } from "./modal-dialog";

/** The mutation a confirmation runs (a TanStack Query `useMutation` result fits); `A` is its answer. */
export interface Removal<V, A = void> {
  isPending: boolean;
  mutate: (variables: V, options: { onSuccess: (answer: A) => void; onError: (error: Error) => void }) => void;
}

/**
 * The body of a confirmation dialog: what will happen, the action and Cancel. The action toasts its
 * outcome and, on success, closes the dialog (or hands the answer to `onDone`, which shows it: new
 * recovery codes, a new key); a failure stays open with its message.
 */
export function ConfirmRemoval<V, A = void>({
  children,
  actionLabel,
  pendingLabel = actionLabel,
  variant = "danger",
  removal,
  variables,
  done,
  onDone,
  close,
}: {
  children: ReactNode;
  actionLabel: string;
  /** the action's label while it runs */
  pendingLabel?: string;
  /** danger for a removal; primary for an action that is not one (it issues something new) */
  variant?: "danger" | "primary";
  removal: Removal<V, A>;
  variables: V;
  /** the success toast */
  done: string;
  /** after success, instead of closing: the dialog shows what the answer holds */
  onDone?: (answer: A) => void;
  close: () => void;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm">{children}</p>
      <div className="flex gap-2">
        <Button
          variant={variant}
          disabled={removal.isPending}
          onClick={() =>
            removal.mutate(variables, {
              onSuccess: (answer) => {
                toast.success(done);
                if (onDone) onDone(answer);
                else close();
              },
              onError: (error) => toast.error(messageOf(error)),
            })
          }
        >
          {removal.isPending ? pendingLabel : actionLabel}
        </Button>
        <DialogCancel onCancel={close} />
      </div>
    </div>
  );
}
