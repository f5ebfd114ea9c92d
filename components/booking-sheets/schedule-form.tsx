"use client";

import { ChoiceGroup } from "@/components/ui/choice-group";
import { addCalendarDays } from "@/lib/domain/calendar-days";
import { useEffect, useId, useState } from "react";
import { ProductChecks } from "./product-checks";
import { Controller, useForm, useWatch } from "react-hook-form";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { dayOf, scheduleDraft, weekDays, type ScheduleDraft } from "./schedule-draft";
import { DateField, TimeField } from "@/components/ui/date-fields";
import type { BookingSheet } from "@/lib/contract/booking-sheets";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const ordinals = ["1st", "2nd", "3rd", "4th", "5th"];

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
  const ids = { band: useId(), frequency: useId(), every: useId(), nth: useId(), weekday: useId(), reason: useId() };
  const form = useForm<ScheduleDraft>({
    resolver: plainWordsResolver(scheduleDraft, []),
    defaultValues: draft,
    mode: "onChange",
  });
  const { register, handleSubmit, reset, control, setValue, formState } = form;
  const [exclusion, setExclusion] = useState("");
  useUnsavedChangesGuard(formState.isDirty || unsaved);

  useEffect(() => reset(draft), [draftVersion]); // eslint-disable-line react-hooks/exhaustive-deps

  const values = useWatch({ control }) as ScheduleDraft;
  useEffect(() => {
    const parsed = scheduleDraft.safeParse({
      ...values,
      recursEvery: Number(values.recursEvery),
      recursOn: Number(values.recursOn),
    });
    onChange(parsed.success ? parsed.data : undefined);
  }, [JSON.stringify(values)]); // eslint-disable-line react-hooks/exhaustive-deps

  const frequency = values.frequency;
  const once = frequency === "Once";
  const monthly = frequency === "Monthly";
  const byDay = monthly && values.monthlyType === "ByDay";
  const errors = formState.errors;

  return (
    <form
      noValidate
      aria-label={editing ? "Edit the schedule" : "New block"}
      onSubmit={handleSubmit((d) => onSubmit(d))}
      className="space-y-4"
    >
      <ProductChecks
        products={sheet.resourceProducts}
        field={register("productIds")}
        error={errors.productIds?.message}
      />

      <div>
        <label htmlFor={ids.band} className="block text-sm font-medium">
          Time band
        </label>
        <select id={ids.band} className={fieldClass} {...register("timeBandId")}>
          <option value="">Choose…</option>
          {sheet.timeBands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.description}
            </option>
          ))}
        </select>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => (
            <DateField label={once ? "Date" : "First date"} error={errors.startDate?.message} {...field} />
          )}
        />
        {once ? (
          <div />
        ) : (
          <Controller
            control={control}
            name="untilDate"
            render={({ field }) => <DateField label="Last date" error={errors.untilDate?.message} {...field} />}
          />
        )}
        <Controller
          control={control}
          name="startTime"
          render={({ field }) => <TimeField label="Start time" error={errors.startTime?.message} {...field} />}
        />
        <Controller
          control={control}
          name="endTime"
          render={({ field }) => <TimeField label="End time" error={errors.endTime?.message} {...field} />}
        />
      </div>

      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={ids.frequency} className="block text-sm font-medium">
            Repeats
          </label>
          <select
            id={ids.frequency}
            className={fieldClass}
            {...register("frequency", {
              // leaving a one-off: repeat for four weeks on the block's weekday (a year for yearly), as a start
              onChange: (e: { target: { value: string } }) => {
                if (e.target.value === "Yearly" && values.untilDate < addCalendarDays(values.startDate, 365 * 5))
                  setValue("untilDate", addCalendarDays(values.startDate, 365 * 5));
                if (e.target.value === "Once" || !once) return;
                if (values.untilDate <= values.startDate) setValue("untilDate", addCalendarDays(values.startDate, 27));
                if (e.target.value === "Weekly" && values.days.length === 0)
                  setValue("days", [dayOf(values.startDate)]);
              },
            })}
          >
            <option value="Once">Does not repeat</option>
            <option value="Daily">Daily</option>
            <option value="Weekly">Weekly</option>
            <option value="Monthly">Monthly</option>
            <option value="Yearly">Yearly (same date every 12 months)</option>
          </select>
        </div>
        {!once && frequency !== "Daily" && frequency !== "Yearly" && (
          <div>
            <label htmlFor={ids.every} className="block text-sm font-medium">
              Every ({frequency === "Weekly" ? "weeks" : "months"})
            </label>
            <input
              id={ids.every}
              type="number"
              min={1}
              className={fieldClass}
              {...register("recursEvery", { valueAsNumber: true })}
            />
          </div>
        )}
      </div>

      {monthly && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Day of the month</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="ByDate" {...register("monthlyType")} />
            By date (day {Number(values.startDate?.slice(8, 10)) || "?"} of the month, the first date&apos;s day)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value="ByDay"
              {...register("monthlyType", {
                onChange: () => values.days.length !== 1 && setValue("days", [weekDays[0]]),
              })}
            />
            By weekday
          </label>
          {byDay && (
            <div className="grid grid-cols-2 gap-3 pl-6">
              <div>
                <label htmlFor={ids.nth} className="block text-sm font-medium">
                  Which
                </label>
                <select id={ids.nth} className={fieldClass} {...register("recursOn", { valueAsNumber: true })}>
                  {ordinals.map((o, i) => (
                    <option key={o} value={i + 1}>
                      {o}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={ids.weekday} className="block text-sm font-medium">
                  Weekday
                </label>
                <select
                  id={ids.weekday}
                  className={fieldClass}
                  value={values.days[0] ?? ""}
                  onChange={(e) =>
                    setValue("days", [e.target.value as ScheduleDraft["days"][number]], { shouldValidate: true })
                  }
                >
                  {weekDays.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
        </fieldset>
      )}

      {!monthly && !once && frequency !== "Yearly" && (
        <ChoiceGroup legend={frequency === "Weekly" ? "On" : "Only on (none: every day)"} error={errors.days?.message}>
          {(tie) => (
            <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {weekDays.map((d) => (
                <label key={d} className="flex items-center gap-1 text-sm">
                  <input type="checkbox" value={d} {...tie} {...register("days")} />
                  {d.slice(0, 3)}
                  <span className="sr-only">{d.slice(3)}</span>
                </label>
              ))}
            </div>
          )}
        </ChoiceGroup>
      )}

      <div hidden={once}>
        <div className="flex items-end gap-2">
          <DateField label="Skip a date" value={exclusion} onChange={setExclusion} className="flex-1" />
          <Button
            onClick={() => {
              if (exclusion && !values.exclusionDates.includes(exclusion))
                setValue("exclusionDates", [...values.exclusionDates, exclusion].sort(), { shouldValidate: true });
              setExclusion("");
            }}
          >
            Skip
          </Button>
        </div>
        {values.exclusionDates.length > 0 && (
          <ul aria-label="Skipped dates" className="mt-2 flex flex-wrap gap-1">
            {values.exclusionDates.map((d) => (
              <li
                key={d}
                className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800"
              >
                {d}
                <button
                  type="button"
                  className="underline"
                  aria-label={`Stop skipping ${d}`}
                  onClick={() =>
                    setValue(
                      "exclusionDates",
                      values.exclusionDates.filter((x) => x !== d),
                      { shouldValidate: true },
                    )
                  }
                >
                  remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <TextField label="Notes" {...register("notes")} hint="Shown on every blocked period" />

      <div>
        <Button
          type="submit"
          variant="primary"
          disabled={!!blockedReason || saving}
          aria-describedby={blockedReason ? ids.reason : undefined}
        >
          {saving ? "Saving…" : editing ? "Replace schedule" : "Save block"}
        </Button>
        {blockedReason && (
          <p id={ids.reason} className="mt-2 text-sm text-red-700 dark:text-red-400">
            {blockedReason}
          </p>
        )}
      </div>
    </form>
  );
}
