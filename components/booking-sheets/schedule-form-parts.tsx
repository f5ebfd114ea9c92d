"use client";

import { useId, useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { Button } from "@/components/ui/button";
import { DateField, TimeField } from "@/components/ui/date-fields";
import { addCalendarDays } from "@/lib/domain/calendar-days";
import type { BookingSheet } from "@/lib/contract/booking-sheets";
import { weekDays, type ScheduleDraft } from "./schedule-draft";
import { dayOf } from "./sheet-range";

// The parts of the schedule form (schedule-form.tsx), each over the one react-hook-form and its watched values.
const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const ordinals = ["1st", "2nd", "3rd", "4th", "5th"];

interface PartProps {
  form: UseFormReturn<ScheduleDraft>;
  /** the form's current values (useWatch) */
  values: ScheduleDraft;
}

export function TimeBandSelect({ form, bands }: Pick<PartProps, "form"> & { bands: BookingSheet["timeBands"] }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Time band
      </label>
      <select id={id} className={fieldClass} {...form.register("timeBandId")}>
        <option value="">Choose…</option>
        {bands.map((b) => (
          <option key={b.id} value={b.id}>
            {b.description}
          </option>
        ))}
      </select>
    </div>
  );
}

/** First and last date (one date for a one-off), start and end time. */
export function DatesAndTimes({ form, values }: PartProps) {
  const { control, formState } = form;
  const errors = formState.errors;
  const once = values.frequency === "Once";
  return (
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
  );
}

/** How often it repeats, and every how many weeks or months. */
export function RepeatsChoice({ form, values }: PartProps) {
  const ids = { frequency: useId(), every: useId() };
  const { register, setValue } = form;
  const frequency = values.frequency;
  const once = frequency === "Once";
  return (
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
              if (e.target.value === "Weekly" && values.days.length === 0) setValue("days", [dayOf(values.startDate)]);
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
  );
}

/** Monthly: by the first date's day of the month, or by the nth weekday. */
export function MonthlyDayChoice({ form, values }: PartProps) {
  const ids = { nth: useId(), weekday: useId() };
  const { register, setValue } = form;
  return (
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
      {values.monthlyType === "ByDay" && (
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
  );
}

/** Daily and weekly: the weekdays it falls on. */
export function WeekdayChecks({ form, values }: PartProps) {
  return (
    <ChoiceGroup
      legend={values.frequency === "Weekly" ? "On" : "Only on (none: every day)"}
      error={form.formState.errors.days?.message}
    >
      {(tie) => (
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {weekDays.map((d) => (
            <label key={d} className="flex items-center gap-1 text-sm">
              <input type="checkbox" value={d} {...tie} {...form.register("days")} />
              {d.slice(0, 3)}
              <span className="sr-only">{d.slice(3)}</span>
            </label>
          ))}
        </div>
      )}
    </ChoiceGroup>
  );
}

/** The dates a repeating block leaves out: one added at a time, each removable. */
export function SkippedDates({ form, values, hidden }: PartProps & { hidden: boolean }) {
  const [exclusion, setExclusion] = useState("");
  const setDates = (dates: string[]) => form.setValue("exclusionDates", dates, { shouldValidate: true });
  return (
    <div hidden={hidden}>
      <div className="flex items-end gap-2">
        <DateField label="Skip a date" value={exclusion} onChange={setExclusion} className="flex-1" />
        <Button
          onClick={() => {
            if (exclusion && !values.exclusionDates.includes(exclusion))
              setDates([...values.exclusionDates, exclusion].sort());
            setExclusion("");
          }}
        >
          Skip
        </Button>
      </div>
      {values.exclusionDates.length > 0 && (
        <ul aria-label="Skipped dates" className="mt-2 flex flex-wrap gap-1">
          {values.exclusionDates.map((d) => (
            <li key={d} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
              {d}
              <button
                type="button"
                className="underline"
                aria-label={`Stop skipping ${d}`}
                onClick={() => setDates(values.exclusionDates.filter((x) => x !== d))}
              >
                remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Save, disabled with its reason said beside it while saving is not possible. */
export function SaveSchedule({
  blockedReason,
  saving,
  editing,
}: {
  blockedReason?: string;
  saving: boolean;
  editing: boolean;
}) {
  const reason = useId();
  return (
    <div>
      <Button
        type="submit"
        variant="primary"
        disabled={!!blockedReason || saving}
        aria-describedby={blockedReason ? reason : undefined}
      >
        {saving ? "Saving…" : editing ? "Replace schedule" : "Save block"}
      </Button>
      {blockedReason && (
        <p id={reason} className="mt-2 text-sm text-red-700 dark:text-red-400">
          {blockedReason}
        </p>
      )}
    </div>
  );
}
