"use client";

import { Said } from "@/components/ui/catalogue";
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
  Text,
  TimeField as AriaTimeField,
  type DateValue,
} from "react-aria-components";
import {
  parseDate,
  parseDateTime,
  parseTime,
  type CalendarDate,
  type CalendarDateTime,
  type Time,
} from "@internationalized/date";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import type { FieldProps } from "./text-field";
import { useTranslations } from "./catalogue";
import { groupClass, iconButtonClass, segmentClass, type DateRange, type PickerProps } from "./date-field-parts";

/*
 * The date and time fields themselves (./date-fields loads this module when the page is idle, or on
 * the first touch of a field, and shows a still copy of each field until then).
 * Date and time fields in the venue's locale (the app's I18nProvider, not the browser's): typed
 * segment by segment from the keyboard (arrows change a segment), with a calendar on the button.
 * Values are the strings forms already hold: "yyyy-MM-dd", "yyyy-MM-ddTHH:mm" (site wall clock), "HH:mm";
 * "" while empty or incomplete.
 */

const safely = <T,>(parse: () => T): T | null => {
  try {
    return parse();
  } catch {
    return null;
  }
};
const dateOf = (value: string | undefined) => (value ? safely(() => parseDate(value.slice(0, 10))) : null);
const dateTimeOf = (value: string | undefined) => (value ? safely(() => parseDateTime(value.slice(0, 16))) : null);
const timeOf = (value: string | undefined) => (value ? safely(() => parseTime(value.slice(0, 5))) : null);

/** The typed segments of a date (one end of a range: `slot`). */
const segmentsOf = (slot?: "start" | "end", className = "flex flex-1 py-1") => (
  <DateInput slot={slot} className={className}>
    {(segment) => <DateSegment segment={segment} className={segmentClass} />}
  </DateInput>
);

function Frame({ label, hint, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <>
      <Label className="block text-sm font-medium">{label}</Label>
      {hint && (
        <Text slot="description" className="block text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </Text>
      )}
      {children}
      <FieldError className="mt-1 block text-sm text-red-700 dark:text-red-400">
        {error && <Said text={error} />}
      </FieldError>
    </>
  );
}

function CalendarButton() {
  const t = useTranslations("Ui");
  return (
    <AriaButton className={iconButtonClass} aria-label={t("openCalendar")}>
      <CalendarDays aria-hidden className="size-4" />
    </AriaButton>
  );
}

const popoverClass =
  "rounded-lg border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900";
const cellClass =
  "flex size-9 items-center justify-center rounded text-sm outline-none hover:bg-slate-100 data-[disabled]:text-slate-400 data-[focus-visible]:outline-2 data-[focus-visible]:outline-blue-600 data-[outside-month]:hidden data-[selected]:bg-blue-700 data-[selected]:text-white dark:hover:bg-slate-800";

function CalendarHeader() {
  const t = useTranslations("Ui");
  return (
    <header className="mb-2 flex items-center justify-between gap-2">
      <AriaButton slot="previous" className={iconButtonClass} aria-label={t("previousMonth")}>
        <ChevronLeft aria-hidden className="size-4" />
      </AriaButton>
      <Heading className="text-sm font-semibold" />
      <AriaButton slot="next" className={iconButtonClass} aria-label={t("nextMonth")}>
        <ChevronRight aria-hidden className="size-4" />
      </AriaButton>
    </header>
  );
}

/** The inside of a DatePicker: the typed segments, the calendar button and the calendar popover. */
function PickerParts({ label, hint, error }: FieldProps) {
  return (
    <>
      <Frame label={label} hint={hint} error={error}>
        <Group className={groupClass}>
          {segmentsOf()}
          <CalendarButton />
        </Group>
      </Frame>
      <Popover className={popoverClass}>
        <Dialog className="outline-none">
          <Calendar>
            <CalendarHeader />
            <CalendarGrid>{(date) => <CalendarCell date={date} className={cellClass} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </>
  );
}

/**
 * A field's props split in two: what its Frame shows (label, hint, error) and what its react-aria root takes (the rest,
 * with react-hook-form's `disabled` as isDisabled, the error as isInvalid, and leading zeros, "05/03/2025").
 */
function split({
  label,
  hint,
  error,
  disabled,
  isDisabled,
  ...root
}: Omit<PickerProps<unknown>, "value" | "onChange">) {
  return {
    frame: { label, hint, error },
    root: { ...root, isDisabled: isDisabled ?? disabled, isInvalid: Boolean(error), shouldForceLeadingZeros: true },
  };
}

/** A date ("yyyy-MM-dd"): typed as dd/mm/yyyy in en-GB, or picked on the calendar. */
export function DateField({
  value,
  onChange,
  min,
  max,
  ...props
}: PickerProps<string> & { min?: string; max?: string }) {
  const { frame, root } = split(props);
  return (
    <DatePicker
      {...root}
      value={dateOf(value)}
      onChange={(v: DateValue | null) => onChange(v ? (v as CalendarDate).toString() : "")}
      minValue={dateOf(min)}
      maxValue={dateOf(max)}
    >
      <PickerParts {...frame} />
    </DatePicker>
  );
}

/** A date and time at the site ("yyyy-MM-ddTHH:mm", wall clock): dd/mm/yyyy, HH:mm in en-GB. */
export function DateTimeField({ value, onChange, ...props }: PickerProps<string>) {
  const { frame, root } = split(props);
  return (
    <DatePicker
      {...root}
      granularity="minute"
      value={dateTimeOf(value)}
      onChange={(v: DateValue | null) => onChange(v ? (v as CalendarDateTime).toString().slice(0, 16) : "")}
    >
      <PickerParts {...frame} />
    </DatePicker>
  );
}

/** A time of day ("HH:mm"): 24-hour in en-GB. */
export function TimeField({ value, onChange, ...props }: PickerProps<string>) {
  const { frame, root } = split(props);
  return (
    <AriaTimeField
      {...root}
      value={timeOf(value)}
      onChange={(v: Time | null) => onChange(v ? v.toString().slice(0, 5) : "")}
    >
      {/* a time field's input is its own labelled group (no picker around it) */}
      <Frame {...frame}>{segmentsOf(undefined, `${groupClass} py-2`)}</Frame>
    </AriaTimeField>
  );
}

/** A range of dates (both ends inclusive, "yyyy-MM-dd"); empty ends are "". */
export function DateRangeField({
  value,
  onChange,
  min,
  max,
  ...props
}: PickerProps<DateRange> & { min?: string; max?: string }) {
  const { frame, root } = split(props);
  const from = dateOf(value.from);
  const to = dateOf(value.to);
  return (
    <DateRangePicker
      {...root}
      value={from && to ? { start: from, end: to } : null}
      onChange={(range) =>
        onChange(range ? { from: range.start.toString(), to: range.end.toString() } : { from: "", to: "" })
      }
      minValue={dateOf(min)}
      maxValue={dateOf(max)}
    >
      <Frame {...frame}>
        <Group className={groupClass}>
          {segmentsOf("start", "flex py-1")}
          <span aria-hidden className="px-2">
            –
          </span>
          {segmentsOf("end")}
          <CalendarButton />
        </Group>
      </Frame>
      <Popover className={popoverClass}>
        <Dialog className="outline-none">
          <RangeCalendar>
            <CalendarHeader />
            <CalendarGrid>
              {(date) => <CalendarCell date={date} className={`${cellClass} data-[selected]:rounded-none`} />}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
