"use client";

import { useTranslations } from "@/components/ui/catalogue";
import dynamic from "next/dynamic";
import { CreditCard, DoorOpen, Undo2 } from "lucide-react";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { LoadingState } from "@/components/ui/states";
import type { Visit } from "@frontdesk/lib/contract/visits";

// The forms (react-hook-form, the contract's schemas, zod) load when a dialog opens, not with the door.
function loading() {
  return <FormLoading />;
}
function FormLoading() {
  return <LoadingState label={useTranslations("Door")("formLoading")} />;
}
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
  const t = useTranslations("Door");
  return (
    <ModalDialog
      triggerLabel={t("letInAnyway")}
      triggerVariant="danger"
      triggerIcon={<DoorOpen aria-hidden className="size-4" />}
      title={t("letInAnywayTitle", { name })}
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
  const t = useTranslations("Door");
  return (
    <ModalDialog
      triggerLabel={compact ? t("undo") : t("undoVisit")}
      triggerAccessibleLabel={compact ? t("undoNamed", { name }) : undefined}
      triggerIcon={<Undo2 aria-hidden className="size-4" />}
      title={t("undoTitle", { name })}
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
  const t = useTranslations("Door");
  return (
    <ModalDialog
      triggerLabel={current ? t("replaceCard") : t("giveCard")}
      triggerAccessibleLabel={current ? t("replaceCardNamed", { name }) : t("giveCardNamed", { name })}
      triggerIcon={<CreditCard aria-hidden className="size-4" />}
      title={current ? t("replaceCardTitle", { name }) : t("giveCardTitle", { name })}
      onClosed={onClosed}
    >
      {(close) => <GiveCardForm memberId={memberId} name={name} current={current} close={close} />}
    </ModalDialog>
  );
}
