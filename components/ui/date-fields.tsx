"use client";

import { Said } from "@/components/ui/catalogue";
import { startTransition, useLayoutEffect, useState, type ReactNode } from "react";
import { CalendarDays } from "lucide-react";
import { formatter } from "@frontdesk/lib/venue/format";
import type { FieldProps } from "./text-field";
import { groupClass, iconButtonClass, segmentClass, type DateRange, type PickerProps } from "./date-field-parts";
import { whenUsed } from "./when-idle";

/*
 * Date and time fields in the venue's locale: DateField ("yyyy-MM-dd"), DateTimeField
 * ("yyyy-MM-ddTHH:mm", site wall clock), TimeField ("HH:mm") and DateRangeField, typed segment by
 * segment or picked on a calendar (react-aria, in ./date-fields-impl).
 *
 * The pickers (react-aria's date machinery, calendars and @internationalized/date) stay out of a
 * page's first load: each field first renders a still copy of itself (label, hint, the value as the
 * field shows it, the calendar button's icon, the error; the same boxes, so nothing moves) and
 * becomes the real field when the module has loaded: at once when the copy is pointed at, else once the
 * page is used at all (a key, a pointer, a touch: the browser's next idle moment after it) or 10 s after it
 * opened. Loaded when the browser was first idle, the pickers' parsing (some 90 KiB gzip with react-aria's
 * overlays) was the largest of a page's first long tasks. The server renders the copy too, so hydration matches.
 */

type Impl = typeof import("./date-fields-impl");
let impl: Impl | undefined;
let loading: Promise<Impl> | undefined;
const listeners = new Set<(loaded: Impl) => void>();
const load = () =>
  (loading ??= import("./date-fields-impl").then((m) => {
    impl = m;
    listeners.forEach((notify) => notify(m));
    return m;
  }));

/**
 * The loaded module, or undefined (always undefined on the server and while hydrating). A field becomes
 * the real one in a transition, so the pickers' first render (date formatters, calendars) never holds
 * the page in one long task; a field mounted once the module is here is real before it paints.
 */
function useImpl(): Impl | undefined {
  const [loaded, setLoaded] = useState<Impl>();
  useLayoutEffect(() => {
    if (loaded) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- already loaded: real before the first paint (a dialog's autofocus finds it)
    if (impl) return setLoaded(() => impl);
    const upgrade = (m: Impl) => startTransition(() => setLoaded(() => m));
    listeners.add(upgrade);
    const cancelUse = whenUsed(() => void load(), { orAfter: 10_000 });
    return () => {
      listeners.delete(upgrade);
      cancelUse();
    };
  }, [loaded]);
  return loaded;
}

type Part = "day" | "month" | "year" | "hour" | "minute";
const blanks: Record<Part, string> = { day: "dd", month: "mm", year: "yyyy", hour: "––", minute: "––" };

/**
 * What the field's segments show: the value in the venue's locale, or its placeholders, a span each as react-aria
 * draws them (the same padding, so the real field is as wide as its still copy and nothing beside it moves).
 */
function segmentsOf(value: string, parts: Part[]): ReactNode {
  const withTime = parts.includes("hour");
  const options: Intl.DateTimeFormatOptions = {
    ...(parts.includes("day") ? { day: "2-digit", month: "2-digit", year: "numeric" } : {}),
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
  };
  const wall = parts.includes("day")
    ? `${(value || "2000-01-01").slice(0, 10)}T${withTime ? value.slice(11, 16) || "00:00" : "00:00"}:00Z`
    : `2000-01-01T${value || "00:00"}:00Z`;
  const date = new Date(wall);
  if (Number.isNaN(date.getTime())) return "";
  return formatter(options, "UTC")
    .formatToParts(date)
    .map((p, i) => {
      const blank = !value && p.type in blanks;
      return (
        <span key={i} className={segmentClass} data-type={p.type} data-placeholder={blank || undefined}>
          {blank ? blanks[p.type as Part] : p.value}
        </span>
      );
    });
}

/** The still copy of a field, shown until the real one has loaded. */
function StillField({
  label,
  hint,
  error,
  className,
  segments,
  time = false,
}: FieldProps & { className?: string; segments: ReactNode; time?: boolean }) {
  return (
    <div className={className} onPointerEnter={() => void load()} onPointerDown={() => void load()}>
      <span className="block text-sm font-medium">{label}</span>
      {hint && <span className="block text-xs text-slate-600 dark:text-slate-400">{hint}</span>}
      {time ? (
        <div className={`${groupClass} py-2 tabular-nums`}>{segments}</div>
      ) : (
        <div className={groupClass}>
          <span className="flex flex-1 py-1 tabular-nums">{segments}</span>
          <span className={iconButtonClass}>
            <CalendarDays aria-hidden className="size-4" />
          </span>
        </div>
      )}
      {error && (
        <span className="mt-1 block text-sm text-red-700 dark:text-red-400">
          <Said text={error} />
        </span>
      )}
    </div>
  );
}

/** A date ("yyyy-MM-dd"): typed as dd/mm/yyyy in en-GB, or picked on the calendar. */
export function DateField(props: PickerProps<string> & { min?: string; max?: string }) {
  const loaded = useImpl();
  return loaded ? (
    <loaded.DateField {...props} />
  ) : (
    <StillField {...props} segments={segmentsOf(props.value, ["day", "month", "year"])} />
  );
}

/** A date and time at the site ("yyyy-MM-ddTHH:mm", wall clock): dd/mm/yyyy, HH:mm in en-GB. */
export function DateTimeField(props: PickerProps<string>) {
  const loaded = useImpl();
  return loaded ? (
    <loaded.DateTimeField {...props} />
  ) : (
    <StillField {...props} segments={segmentsOf(props.value, ["day", "month", "year", "hour", "minute"])} />
  );
}

/** A time of day ("HH:mm"): 24-hour in en-GB. */
export function TimeField(props: PickerProps<string>) {
  const loaded = useImpl();
  return loaded ? (
    <loaded.TimeField {...props} />
  ) : (
    <StillField {...props} time segments={segmentsOf(props.value, ["hour", "minute"])} />
  );
}

/** A range of dates (both ends inclusive, "yyyy-MM-dd"); empty ends are "". */
export function DateRangeField(props: PickerProps<DateRange> & { min?: string; max?: string }) {
  const loaded = useImpl();
  const end = (value: string) => segmentsOf(value, ["day", "month", "year"]);
  return loaded ? (
    <loaded.DateRangeField {...props} />
  ) : (
    <StillField
      {...props}
      segments={
        <>
          {end(props.value.from)}
          <span aria-hidden className="px-2">
            –
          </span>
          {end(props.value.to)}
        </>
      }
    />
  );
}
