"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { interactionLimits, type InteractionCatalogue } from "@frontdesk/lib/contract/prospects";
import { TextAreaField } from "@/components/ui/text-area-field";
import { FormFailure } from "@/components/ui/form-failure";
import { prospectName } from "./interaction-card";
import { ProspectPicker } from "./prospect-picker";
import type { PanelState } from "./interaction-form-values";
import {
  DurationReminderPriority,
  InteractionActions,
  InteractionChanged,
  NextActionFields,
  PanelHeading,
  TypeAndOutcome,
} from "./interaction-form-parts";
import { useInteractionForm } from "./use-interaction-form";

/** A new interaction, or one card's: type and outcome, next action, who with, status, duration, reminder, priority, details. */
export function InteractionForm({
  state,
  catalogue,
  staffId,
  onClose,
}: {
  state: Exclude<PanelState, null>;
  catalogue: InteractionCatalogue;
  staffId: string;
  onClose: () => void;
}) {
  const t = useTranslations("Prospects");
  const panel = useInteractionForm({ state, catalogue, staffId, onClose });
  const { form, editing, version, reminderOptions, submit, failure, deletion } = panel;
  const { register, setValue, formState } = form;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PanelHeading title={editing ? t("form.titleWith", { name: prospectName(editing) }) : t("new")} />
      {editing && <InteractionChanged version={version} catalogue={catalogue} form={form} />}
      <FormFailure message={failure} />
      {!editing && (
        <ProspectPicker
          error={formState.errors.memberId?.message}
          onChange={(memberId) => {
            setValue("memberId", memberId as number, { shouldValidate: false }); // null when the text no longer names a prospect: the schema says so
            form.clearErrors("memberId");
          }}
        />
      )}
      <TypeAndOutcome form={form} catalogue={catalogue} panel={panel} />
      <NextActionFields form={form} />
      <DurationReminderPriority form={form} reminderOptions={reminderOptions} />
      <TextAreaField
        label={t("form.details")}
        error={formState.errors.details?.message}
        maxLength={interactionLimits.detailsMax}
        {...register("details")}
      />
      <InteractionActions
        editing={!!editing}
        submitting={formState.isSubmitting}
        deletion={deletion}
        onClose={onClose}
      />
    </form>
  );
}
