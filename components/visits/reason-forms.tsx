"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useForm } from "react-hook-form";
import { DoorOpen, Undo2 } from "lucide-react";
import { FormFailure } from "@/components/ui/form-failure";
import { DialogSubmit } from "@/components/ui/modal-dialog";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { letInAnywayForm, undoVisitForm, type Visit } from "@frontdesk/lib/contract/visits";
import { useUndoVisit } from "./queries";

/**
 * The door's two reasons, each asked in its dialog (loaded when the dialog opens): letting a member in past a
 * refusal, and undoing a visit made by mistake. Both are recorded with the visit.
 */
export function LetInAnywayForm({
  name,
  letIn,
  close,
}: {
  name: string;
  letIn: (reason: string) => Promise<unknown>;
  close: () => void;
}) {
  const t = useTranslations("Door");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ overrideReason: string }>({
    resolver: plainWordsResolver<{ overrideReason: string }>(letInAnywayForm, []),
    defaultValues: { overrideReason: "" },
  });
  const { onSubmit, failure } = useFormSubmit<{ overrideReason: string }, unknown>({
    setError,
    fields: ["overrideReason"],
    action: (values) => letIn(values.overrideReason),
    success: t("letInAnywaySuccess", { name }),
    failure: t("letInAnywayFailed"),
    onSuccess: close,
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-3" noValidate>
      <FormFailure message={failure} />
      <TextAreaField
        label={t("reason")}
        hint={t("letInAnywayHint")}
        rows={3}
        autoFocus
        error={errors.overrideReason?.message}
        {...register("overrideReason")}
      />
      <DialogSubmit
        icon={<DoorOpen aria-hidden className="size-4" />}
        label={t("letInAnyway")}
        busyLabel={t("letInAnywayBusy")}
        busy={isSubmitting}
        onCancel={close}
      />
    </form>
  );
}

export function UndoVisitForm({
  visit,
  name,
  onUndone,
  close,
}: {
  visit: Visit;
  name: string;
  onUndone: (visit: Visit) => void;
  close: () => void;
}) {
  const t = useTranslations("Door");
  const undo = useUndoVisit();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: plainWordsResolver<{ reason: string }>(undoVisitForm, []),
    defaultValues: { reason: "" },
  });
  const { onSubmit, failure } = useFormSubmit<{ reason: string }, Visit>({
    setError,
    fields: ["reason"],
    action: (values) => undo.mutateAsync({ visitId: visit.visitId, reason: values.reason }),
    success: t("undoSuccess", { name }),
    failure: t("undoFailed"),
    onSuccess: (undone) => {
      onUndone(undone);
      close();
    },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-3" noValidate>
      <p className="text-sm">{t("undoExplain")}</p>
      <FormFailure message={failure} />
      <TextAreaField
        label={t("reason")}
        hint={t("undoHint")}
        rows={2}
        autoFocus
        error={errors.reason?.message}
        {...register("reason")}
      />
      <DialogSubmit
        icon={<Undo2 aria-hidden className="size-4" />}
        label={t("undoSubmit")}
        busyLabel={t("undoBusy")}
        busy={isSubmitting}
        onCancel={close}
      />
    </form>
  );
}
