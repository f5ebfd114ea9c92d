"use client";

import type { ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/contract/problem";
import { Button } from "./button";
import { DialogCancel } from "./modal-dialog";

/** The mutation a confirmation runs (a TanStack Query `useMutation` result fits). */
interface Removal<V> {
  isPending: boolean;
  mutate: (variables: V, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/**
 * The body of a destructive confirmation dialog: what will happen, the action and Cancel. The action
 * toasts its outcome and closes the dialog on success; a failure stays open with its message.
 */
export function ConfirmRemoval<V>({
  children,
  actionLabel,
  removal,
  variables,
  done,
  close,
}: {
  children: ReactNode;
  actionLabel: string;
  removal: Removal<V>;
  variables: V;
  /** the success toast */
  done: string;
  close: () => void;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm">{children}</p>
      <div className="flex gap-2">
        <Button
          variant="danger"
          disabled={removal.isPending}
          onClick={() =>
            removal.mutate(variables, {
              onSuccess: () => {
                toast.success(done);
                close();
              },
              onError: (error) => toast.error(messageOf(error)),
            })
          }
        >
          {actionLabel}
        </Button>
        <DialogCancel onCancel={close} />
      </div>
    </div>
  );
}
