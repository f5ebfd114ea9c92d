"use client";

import { useId, useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { Button } from "@/components/ui/button";
import { DateField, TimeField } from "@/components/ui/date-fields";
import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";
import { formatter } from "@frontdesk/lib/venue/format";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import { weekDays, type ScheduleDraft } from "./schedule-draft";
import { dayOf } from "./sheet-range";
import { useLocale, useTranslations } from "@/components/ui/catalogue";

// The parts of the schedule form (schedule-form.tsx), each over the one react-hook-form and its watched values.
const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
/** The ordinals of the Which list (1st to 5th), in the Booking sheets messages. */
const ordinals = ["first", "second", "third", "fourth", "fifth"];

/** A weekday's name ("Monday") in the screen's language (5 January 2026 was a Monday). */
const dayName = (day: string, locale: string, weekday: "long" | "short") =>
  formatter({ weekday }, "UTC", locale === "cy" ? "cy-GB" : "en-GB").format(
    Date.UTC(2026, 0, 5 + (weekDays as readonly string[]).indexOf(day)),
  );

interface PartProps {
  form: UseFormReturn<ScheduleDraft>;
  /** the form's current values (useWatch) */
  values: ScheduleDraft;
}

export function TimeBandSelect({ form, bands }: Pick<PartProps, "form"> & { bands: BookingSheet["timeBands"] }) {
  const t = useTranslations("BookingSheets");
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {t("form.timeBand")}
      </label>
      <select id={id} className={fieldClass} {...form.register("timeBandId")}>
        <option value="">{t("form.choose")}</option>
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
  const t = useTranslations("BookingSheets");
  const { control, formState } = form;
  const errors = formState.errors;
  const once = values.frequency === "Once";
  return (
    <div className="grid grid-cols-2 gap-3">
      <Controller
        control={control}
        name="startDate"
        render={({ field }) => (
          <DateField label={once ? t("form.date") : t("form.firstDate")} error={errors.startDate?.message} {...field} />
        )}
      />
      {once ? (
        <div />
      ) : (
        <Controller
          control={control}
          name="untilDate"
          render={({ field }) => <DateField label={t("form.lastDate")} error={errors.untilDate?.message} {...field} />}
        />
      )}
      <Controller
        control={control}
        name="startTime"
        render={({ field }) => <TimeField label={t("form.startTime")} error={errors.startTime?.message} {...field} />}
      />
      <Controller
        control={control}
        name="endTime"
        render={({ field }) => <TimeField label={t("form.endTime")} error={errors.endTime?.message} {...field} />}
      />
    </div>
  );
}

/** How often it repeats, and every how many weeks or months. */
export function RepeatsChoice({ form, values }: PartProps) {
  const t = useTranslations("BookingSheets");
  const ids = { frequency: useId(), every: useId() };
  const { register, setValue } = form;
  const frequency = values.frequency;
  const once = frequency === "Once";
  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <label htmlFor={ids.frequency} className="block text-sm font-medium">
          {t("form.repeats")}
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
          <option value="Once">{t("form.once")}</option>
          <option value="Daily">{t("form.daily")}</option>
          <option value="Weekly">{t("form.weekly")}</option>
          <option value="Monthly">{t("form.monthly")}</option>
          <option value="Yearly">{t("form.yearly")}</option>
        </select>
      </div>
      {!once && frequency !== "Daily" && frequency !== "Yearly" && (
        <div>
          <label htmlFor={ids.every} className="block text-sm font-medium">
            {frequency === "Weekly" ? t("form.everyWeeks") : t("form.everyMonths")}
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
  const t = useTranslations("BookingSheets");
  const locale = useLocale();
  const ids = { nth: useId(), weekday: useId() };
  const { register, setValue } = form;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t("form.dayOfMonth")}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" value="ByDate" {...register("monthlyType")} />
        {t("form.byDate", { day: Number(values.startDate?.slice(8, 10)) || "?" })}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          value="ByDay"
          {...register("monthlyType", {
            onChange: () => values.days.length !== 1 && setValue("days", [weekDays[0]]),
          })}
        />
        {t("form.byWeekday")}
      </label>
      {values.monthlyType === "ByDay" && (
        <div className="grid grid-cols-2 gap-3 pl-6">
          <div>
            <label htmlFor={ids.nth} className="block text-sm font-medium">
              {t("form.which")}
            </label>
            <select id={ids.nth} className={fieldClass} {...register("recursOn", { valueAsNumber: true })}>
              {ordinals.map((o, i) => (
                <option key={o} value={i + 1}>
                  {t(`form.ordinals.${o}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.weekday} className="block text-sm font-medium">
              {t("form.weekday")}
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
                  {dayName(d, locale, "long")}
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
  const t = useTranslations("BookingSheets");
  const locale = useLocale();
  return (
    <ChoiceGroup
      legend={values.frequency === "Weekly" ? t("form.on") : t("form.onlyOn")}
      error={form.formState.errors.days?.message}
    >
      {(tie) => (
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {weekDays.map((d) => (
            <label key={d} className="flex items-center gap-1 text-sm">
              <input type="checkbox" value={d} {...tie} {...form.register("days")} />
              <span aria-hidden>{dayName(d, locale, "short")}</span>
              <span className="sr-only">{dayName(d, locale, "long")}</span>
            </label>
          ))}
        </div>
      )}
    </ChoiceGroup>
  );
}

/** The dates a repeating block leaves out: one added at a time, each removable. */
export function SkippedDates({ form, values, hidden }: PartProps & { hidden: boolean }) {
  const t = useTranslations("BookingSheets");
  const [exclusion, setExclusion] = useState("");
  const setDates = (dates: string[]) => form.setValue("exclusionDates", dates, { shouldValidate: true });
  return (
    <div hidden={hidden}>
      <div className="flex items-end gap-2">
        <DateField label={t("form.skipDate")} value={exclusion} onChange={setExclusion} className="flex-1" />
        <Button
          onClick={() => {
            if (exclusion && !values.exclusionDates.includes(exclusion))
              setDates([...values.exclusionDates, exclusion].sort());
            setExclusion("");
          }}
        >
          {t("form.skip")}
        </Button>
      </div>
      {values.exclusionDates.length > 0 && (
        <ul aria-label={t("form.skippedDates")} className="mt-2 flex flex-wrap gap-1">
          {values.exclusionDates.map((d) => (
            <li key={d} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
              {d}
              <button
                type="button"
                className="underline"
                aria-label={t("form.stopSkipping", { date: d })}
                onClick={() => setDates(values.exclusionDates.filter((x) => x !== d))}
              >
                {t("form.remove")}
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
  const t = useTranslations("BookingSheets");
  const reason = useId();
  return (
    <div>
      <Button
        type="submit"
        variant="primary"
        disabled={!!blockedReason || saving}
        aria-describedby={blockedReason ? reason : undefined}
      >
        {saving ? t("saving") : editing ? t("form.replaceSchedule") : t("form.saveBlock")}
      </Button>
      {blockedReason && (
        <p id={reason} className="mt-2 text-sm text-red-700 dark:text-red-400">
          {blockedReason}
        </p>
      )}
    </div>
  );
}
