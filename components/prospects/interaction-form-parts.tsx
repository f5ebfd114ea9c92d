"use client";

import { Said, useTranslations } from "@/components/ui/catalogue";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { Button as AriaButton, Heading } from "react-aria-components";
import { X } from "lucide-react";
import { interactionLimits, type InteractionCatalogue } from "@frontdesk/lib/contract/prospects";
import { RecordChangedNotice, changesBetween } from "@/components/ui/record-changed";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { SelectField } from "@/components/ui/select-field";
import { DateTimeField } from "@/components/ui/date-fields";
import { boardColumns } from "./interaction-card";
import {
  changeLabels,
  numberOrNull,
  shownValues,
  valuesOf,
  type InteractionFormValues,
} from "./interaction-form-values";
import type { useInteractionForm } from "./use-interaction-form";

// The parts of the side panel's form (interaction-form.tsx), each over the one react-hook-form.
type Form = UseFormReturn<InteractionFormValues>;
type Panel = ReturnType<typeof useInteractionForm>;

const numberField = { setValueAs: numberOrNull };
const priorities = [
  [1, "low"],
  [2, "medium"],
  [3, "high"],
] as const;

/** The panel's title and its close button (the dialog's). */
export function PanelHeading({ title }: { title: string }) {
  const t = useTranslations("Prospects");
  return (
    <div className="flex items-start justify-between gap-4">
      <Heading slot="title" className="text-lg font-semibold">
        {title}
      </Heading>
      <AriaButton
        slot="close"
        aria-label={t("form.close")}
        className="rounded p-1 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600 dark:hover:bg-slate-800"
      >
        <X aria-hidden className="size-5" />
      </AriaButton>
    </div>
  );
}

/** After a 412: what someone else changed, in the catalogue's words, and the choice. */
export function InteractionChanged({
  version,
  catalogue,
  form,
}: {
  version: Panel["version"];
  catalogue: InteractionCatalogue;
  form: Form;
}) {
  const t = useTranslations("Prospects");
  if (version.newer === undefined) return null;
  return (
    <RecordChangedNotice
      removed={version.newer === null}
      changes={
        version.newer && version.readAt
          ? changesBetween(
              shownValues(t, version.readAt, catalogue),
              shownValues(t, version.newer, catalogue),
              changeLabels(t),
            )
          : []
      }
      onLoadTheirs={() => {
        const theirs = version.loadTheirs();
        if (theirs) form.reset(valuesOf(theirs));
      }}
      onKeepEditing={version.keepEditing}
    />
  );
}

/** The type (sub types grouped by interaction type) and an outcome of that type. */
export function TypeAndOutcome({
  form,
  catalogue,
  panel,
}: {
  form: Form;
  catalogue: InteractionCatalogue;
  panel: Pick<Panel, "editing" | "type" | "outcomes" | "storedOutcome">;
}) {
  const t = useTranslations("Prospects");
  const { register, formState } = form;
  const { editing, type, outcomes, storedOutcome } = panel;
  return (
    <>
      <SelectField
        label={t("form.type")}
        error={formState.errors.interactionSubTypeId?.message}
        placeholder={{ value: "", label: t("form.chooseType") }}
        groups={catalogue.map((kind) => ({
          label: kind.description,
          options: kind.subTypes.map((s) => ({ value: s.id, label: s.description })),
        }))}
        {...register("interactionSubTypeId")}
      />
      <SelectField
        label={t("form.outcome")}
        error={formState.errors.outcomeOfInteractionTypeId?.message}
        hint={
          editing && storedOutcome
            ? t("form.savedOutcome", { outcome: storedOutcome.description })
            : type
              ? t("form.outcomesOf", { type: type.description.toLowerCase() })
              : t("form.typeFirst")
        }
        disabled={!type}
        placeholder={{
          value: "",
          label: editing && storedOutcome ? t("form.keepOutcome") : t("form.noOutcome"),
        }}
        options={outcomes.map((o) => ({ value: o.id, label: o.description }))}
        {...register("outcomeOfInteractionTypeId", numberField)}
      />
    </>
  );
}

/** When the next action is, who it is with, and the card's column. */
export function NextActionFields({ form }: { form: Form }) {
  const t = useTranslations("Prospects");
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <Controller
        control={control}
        name="nextActionDate"
        render={({ field }) => (
          <DateTimeField
            label={t("form.nextAction")}
            error={errors.nextActionDate?.message}
            {...field}
            value={field.value ?? ""}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t("form.scheduledWith")}
          hint={t("form.scheduledWithHint")}
          maxLength={interactionLimits.scheduledWithMax}
          list="prospect-staff"
          error={errors.scheduledWith?.message}
          {...register("scheduledWith")}
        />
        <datalist id="prospect-staff">
          <option value="sales" />
          <option value="manager" />
        </datalist>
        <SelectField
          label={t("form.status")}
          error={errors.interactionStatus?.message}
          options={boardColumns.map((c) => ({ value: c.status, label: t(`column.${c.name}`) }))}
          {...register("interactionStatus", numberField)}
        />
      </div>
    </>
  );
}

/** How long, the reminder before it (a stored value outside the choices kept), and the priority. */
export function DurationReminderPriority({ form, reminderOptions }: { form: Form; reminderOptions: number[] }) {
  const t = useTranslations("Prospects");
  const reminderLabel = (minutes: number) =>
    minutes === -1
      ? t("form.reminderNone")
      : minutes === 0
        ? t("form.atTheTime")
        : t("form.minutes", { count: minutes });
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const priority = useWatch({ control, name: "priority" });
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t("form.duration")}
          hint={t("form.durationRange", { min: interactionLimits.durationMin, max: interactionLimits.durationMax })}
          type="number"
          inputMode="numeric"
          min={interactionLimits.durationMin}
          max={interactionLimits.durationMax}
          error={errors.duration?.message}
          {...register("duration", numberField)}
        />
        <SelectField
          label={t("form.reminder")}
          hint={t("form.reminderHint")}
          error={errors.reminder?.message}
          options={reminderOptions.map((r) => ({ value: r, label: reminderLabel(r) }))}
          {...register("reminder", numberField)}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t("filters.priority")}</legend>
        <div className="mt-1 flex gap-4">
          {priorities.map(([value, label]) => (
            <label key={value} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name="priority"
                value={value}
                checked={priority === value}
                onChange={() => setValue("priority", value, { shouldDirty: true })}
              />
              {t(`priority.${label}`)}
            </label>
          ))}
        </div>
        {errors.priority?.message && (
          <p className="mt-1 text-sm text-red-700 dark:text-red-400">
            <Said text={errors.priority.message} />
          </p>
        )}
      </fieldset>
    </>
  );
}

/** Save or create, cancel, and delete (asked first) for a stored interaction. */
export function InteractionActions({
  editing,
  submitting,
  deletion,
  onClose,
}: {
  editing: boolean;
  submitting: boolean;
  deletion: Panel["deletion"];
  onClose: () => void;
}) {
  const t = useTranslations("Prospects");
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      <Button type="submit" variant="primary" disabled={submitting}>
        {editing ? t("form.saveChanges") : t("form.create")}
      </Button>
      <Button onClick={onClose}>{t("form.cancel")}</Button>
      {editing &&
        (deletion.asking ? (
          <span className="ml-auto flex items-center gap-2">
            <span className="text-sm">{t("form.deleteAsk")}</span>
            <Button variant="danger" onClick={deletion.confirm} disabled={deletion.pending}>
              {t("form.deleteYes")}
            </Button>
            <Button onClick={deletion.keep}>{t("form.keep")}</Button>
          </span>
        ) : (
          <Button variant="ghost" className="ml-auto text-red-700 dark:text-red-400" onClick={deletion.ask}>
            {t("form.delete")}
          </Button>
        ))}
    </div>
  );
}
