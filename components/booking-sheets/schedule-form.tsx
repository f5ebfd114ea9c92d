"use client";

import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { TextField } from "@/components/ui/text-field";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import { ProductChecks } from "./product-checks";
import type { ScheduleDraft } from "./schedule-draft";
import { scheduleDraft } from "./schedule-draft-schema";
import {
  DatesAndTimes,
  MonthlyDayChoice,
  RepeatsChoice,
  SaveSchedule,
  SkippedDates,
  TimeBandSelect,
  WeekdayChecks,
} from "./schedule-form-parts";
import { useTranslations } from "@/components/ui/catalogue";

interface ScheduleFormProps {
  sheet: BookingSheet;
  /** the draft to load (a new value resets the form) */
  draft: ScheduleDraft;
  draftVersion: number;
  onChange: (draft: ScheduleDraft | undefined) => void;
  onSubmit: (draft: ScheduleDraft) => void;
  /** why saving is not possible now (clashes, overlaps, no dates, a checking preview) */
  blockedReason?: string;
  saving: boolean;
  editing: boolean;
  /** changed on the grid and not saved (the form itself is clean then: it was reset to the change) */
  unsaved: boolean;
}

/**
 * The form over a draft: reset when a new draft is loaded (`draftVersion`), and every valid change handed
 * to `onChange` (undefined while the values do not make a schedule), which the live clash check follows.
 */
function useScheduleDraftForm({
  draft,
  draftVersion,
  onChange,
  unsaved,
}: Pick<ScheduleFormProps, "draft" | "draftVersion" | "onChange" | "unsaved">) {
  const form = useForm<ScheduleDraft>({
    resolver: plainWordsResolver(scheduleDraft, []),
    defaultValues: draft,
    mode: "onChange",
  });
  useUnsavedChangesGuard(form.formState.isDirty || unsaved);

  useEffect(() => form.reset(draft), [draftVersion]); // eslint-disable-line react-hooks/exhaustive-deps

  const values = useWatch({ control: form.control }) as ScheduleDraft;
  useEffect(() => {
    const parsed = scheduleDraft.safeParse({
      ...values,
      recursEvery: Number(values.recursEvery),
      recursOn: Number(values.recursOn),
    });
    onChange(parsed.success ? parsed.data : undefined);
  }, [JSON.stringify(values)]); // eslint-disable-line react-hooks/exhaustive-deps
  return { form, values };
}

/** The block's definition: products, time band, dates, times, frequency, days, exclusions, notes. */
export function ScheduleForm({
  sheet,
  draft,
  draftVersion,
  onChange,
  onSubmit,
  blockedReason,
  saving,
  editing,
  unsaved,
}: ScheduleFormProps) {
  const t = useTranslations("BookingSheets");
  const { form, values } = useScheduleDraftForm({ draft, draftVersion, onChange, unsaved });
  const { frequency } = values;
  const once = frequency === "Once";
  const monthly = frequency === "Monthly";
  return (
    <form
      noValidate
      aria-label={editing ? t("editor.editTheSchedule") : t("newBlock")}
      onSubmit={form.handleSubmit((d) => onSubmit(d))}
      className="space-y-4"
    >
      <ProductChecks
        products={sheet.resourceProducts}
        field={form.register("productIds")}
        error={form.formState.errors.productIds?.message}
      />
      <TimeBandSelect form={form} bands={sheet.timeBands} />
      <DatesAndTimes form={form} values={values} />
      <RepeatsChoice form={form} values={values} />
      {monthly && <MonthlyDayChoice form={form} values={values} />}
      {!monthly && !once && frequency !== "Yearly" && <WeekdayChecks form={form} values={values} />}
      <SkippedDates form={form} values={values} hidden={once} />
      <TextField label={t("form.notes")} {...form.register("notes")} hint={t("form.notesHint")} />
      <SaveSchedule blockedReason={blockedReason} saving={saving} editing={editing} />
    </form>
  );
}
