"use client";

import { Dialog, Modal, ModalOverlay } from "react-aria-components";
import type { InteractionCatalogue } from "@frontdesk/lib/contract/prospects";
import { prospectName } from "./interaction-card";
import { InteractionForm } from "./interaction-form";
import type { PanelState } from "./interaction-form-values";
import { InteractionTimeline } from "./interaction-timeline";

export type { PanelState } from "./interaction-form-values";

/** The side panel: a new interaction's form, or one card's form with the person's timeline below it. */
export function InteractionPanel({
  state,
  catalogue,
  staffId,
  onClose,
}: {
  state: PanelState;
  catalogue: InteractionCatalogue;
  staffId: string;
  onClose: () => void;
}) {
  return (
    <ModalOverlay
      isOpen={state !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-40 bg-slate-950/40"
    >
      <Modal className="fixed inset-y-0 right-0 w-full max-w-md overflow-y-auto border-l border-slate-200 bg-white shadow-xl outline-none dark:border-slate-800 dark:bg-slate-950">
        <Dialog className="p-5 outline-none">
          {state && (
            <InteractionForm
              key={state.kind === "edit" ? state.item.id : `new-${state.status ?? 1}`}
              state={state}
              catalogue={catalogue}
              staffId={staffId}
              onClose={onClose}
            />
          )}
          {state?.kind === "edit" && (
            <InteractionTimeline
              memberId={state.item.memberId}
              name={prospectName(state.item)}
              catalogue={catalogue}
              currentId={state.item.id}
            />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
