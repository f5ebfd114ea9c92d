"use client";

import dynamic from "next/dynamic";
import { CreditCard, DoorOpen, Undo2 } from "lucide-react";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { LoadingState } from "@/components/ui/states";
import type { Visit } from "@/lib/contract/visits";

// The forms (react-hook-form, the contract's schemas, zod) load when a dialog opens, not with the door.
const loading = () => <LoadingState label="Loading the form" />;
const LetInAnywayForm = dynamic(() => import("./reason-forms").then((m) => m.LetInAnywayForm), { loading });
const UndoVisitForm = dynamic(() => import("./reason-forms").then((m) => m.UndoVisitForm), { loading });
const GiveCardForm = dynamic(() => import("./give-card-form").then((m) => m.GiveCardForm), { loading });

/** "Let in anyway": asks the reason, then records the override. `onClosed`: the door's field takes the focus back. */
export function LetInAnywayButton({
  name,
  letIn,
  onClosed,
}: {
  name: string;
  letIn: (reason: string) => Promise<unknown>;
  onClosed?: () => void;
}) {
  return (
    <ModalDialog
      triggerLabel="Let in anyway"
      triggerVariant="danger"
      triggerIcon={<DoorOpen aria-hidden className="size-4" />}
      title={`Let ${name} in anyway?`}
      onClosed={onClosed}
    >
      {(close) => <LetInAnywayForm name={name} letIn={letIn} close={close} />}
    </ModalDialog>
  );
}

/** Undo a visit made by mistake, after confirming with a reason. */
export function UndoVisitButton({
  visit,
  name,
  onUndone,
  onClosed,
  compact = false,
}: {
  visit: Visit;
  name: string;
  onUndone: (visit: Visit) => void;
  onClosed?: () => void;
  /** a list row's button: "Undo", named in full for screen readers */
  compact?: boolean;
}) {
  return (
    <ModalDialog
      triggerLabel={compact ? "Undo" : "Undo this visit"}
      triggerAccessibleLabel={compact ? `Undo ${name}'s visit` : undefined}
      triggerIcon={<Undo2 aria-hidden className="size-4" />}
      title={`Undo ${name}'s visit?`}
      onClosed={onClosed}
    >
      {(close) => <UndoVisitForm visit={visit} name={name} onUndone={onUndone} close={close} />}
    </ModalDialog>
  );
}

/** Give a member a card, or replace the one they have (it stops working at once). */
export function GiveCardButton({
  memberId,
  name,
  current,
  onClosed,
}: {
  memberId: number;
  name: string;
  current: string | null;
  onClosed?: () => void;
}) {
  return (
    <ModalDialog
      triggerLabel={current ? "Replace card" : "Give a card"}
      triggerAccessibleLabel={current ? `Replace card for ${name}` : `Give a card to ${name}`}
      triggerIcon={<CreditCard aria-hidden className="size-4" />}
      title={current ? `Replace ${name}'s card` : `Give ${name} a card`}
      onClosed={onClosed}
    >
      {(close) => <GiveCardForm memberId={memberId} name={name} current={current} close={close} />}
    </ModalDialog>
  );
}
