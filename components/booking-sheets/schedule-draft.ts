/**
 * The editor's form values for one exception schedule, and their translation to and from the
 * platform's request (one times entry: the form edits the first; others are kept as they are).
 * Pure: shared by the form, the preview and the rule sentence.
 */
import { addCalendarDays, calendarDaysBetween } from "@frontdesk/lib/domain/calendar-days";
import type { z } from "zod";
import type { ExceptionSchedule, ExceptionScheduleRequest } from "@frontdesk/lib/contract/booking-sheets";
import type { scheduleDraft } from "./schedule-draft-schema";

export const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export type ScheduleDraft = z.infer<typeof scheduleDraft>;

/** A new block is a one-off; repeating is a choice in the form. */
export function emptyDraft(startDate: string, timeBandId = ""): ScheduleDraft {
  return {
    productIds: [],
    timeBandId,
    startDate,
    untilDate: startDate,
    startTime: "07:00",
    endTime: "08:00",
    frequency: "Once",
    recursEvery: 1,
    monthlyType: "ByDay",
    recursOn: 1,
    days: [],
    exclusionDates: [],
    notes: "",
  };
}

/** The platform request of a draft (omitting what the frequency does not take). */
export function toRequest(
  d: ScheduleDraft,
  siteId: string,
  otherTimes: ExceptionScheduleRequest["times"] = [],
): ExceptionScheduleRequest {
  const once = d.frequency === "Once";
  if (d.frequency === "Yearly")
    return toRequest({ ...d, frequency: "Monthly", monthlyType: "ByDate", recursEvery: 12 }, siteId, otherTimes);
  const monthly = d.frequency === "Monthly";
  const byDay = monthly && d.monthlyType === "ByDay";
  return {
    siteId,
    productIds: d.productIds,
    days: once || (monthly && !byDay) ? [] : d.days,
    times: [
      {
        timeBandId: d.timeBandId,
        dateTimeFrom: `${d.startDate}T${d.startTime}:00`,
        dateTimeTo: `${once ? d.startDate : d.untilDate}T${d.endTime}:00`,
      },
      ...otherTimes,
    ],
    notes: d.notes,
    frequency: once ? "Daily" : d.frequency,
    ...(once || d.frequency === "Daily" ? {} : { recursEvery: d.recursEvery }),
    ...(monthly ? { recurranceType: d.monthlyType } : {}),
    ...(byDay ? { recursOn: d.recursOn } : {}),
    exclusionDates: d.exclusionDates,
  };
}

/** The draft of a stored schedule (its first times entry), and the other entries kept as sent. */
export function fromSchedule(s: ExceptionSchedule): {
  draft: ScheduleDraft;
  otherTimes: ExceptionScheduleRequest["times"];
} {
  const [first, ...otherTimes] = s.times;
  const once =
    s.frequency === "Daily" &&
    otherTimes.length === 0 &&
    first.dateTimeFrom.slice(0, 10) === first.dateTimeTo.slice(0, 10);
  return {
    draft: {
      productIds: s.productIds,
      timeBandId: first.timeBandId,
      startDate: first.dateTimeFrom.slice(0, 10),
      untilDate: first.dateTimeTo.slice(0, 10),
      startTime: first.dateTimeFrom.slice(11, 16),
      endTime: first.dateTimeTo.slice(11, 16),
      frequency: once
        ? "Once"
        : s.frequency === "Monthly" && s.recurranceType === "ByDate" && s.recursEvery === 12
          ? "Yearly"
          : s.frequency,
      recursEvery: s.recursEvery,
      monthlyType: s.recurranceType ?? "ByDay",
      recursOn: s.recursOn ?? 1,
      days: s.days,
      exclusionDates: s.exclusionDates,
      notes: s.notes ?? "",
    },
    otherTimes,
  };
}

const addMonthsTo = (isoDate: string, months: number) => {
  const [y, m, d] = isoDate.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
};

/**
 * The platform takes only a future first date. A schedule that began earlier is re-sent from its
 * first repetition after `today`, keeping its rhythm (whole weeks or months of its interval), so
 * the dates it generates from tomorrow on are the same. Undefined when nothing is left to repeat.
 */
export function rollForward(d: ScheduleDraft, today: string): ScheduleDraft | undefined {
  if (d.startDate > today) return d;
  if (d.frequency === "Once") return undefined;
  let start = d.startDate;
  if (d.frequency === "Yearly") while (start <= today) start = addMonthsTo(start, 12);
  else if (d.frequency === "Monthly") while (start <= today) start = addMonthsTo(start, d.recursEvery);
  else {
    const step = d.frequency === "Weekly" ? 7 * d.recursEvery : 1;
    const behind = calendarDaysBetween(start, today);
    start = addCalendarDays(start, (Math.floor(behind / step) + 1) * step);
  }
  return start > d.untilDate ? undefined : { ...d, startDate: start };
}

/** The request that re-creates a stored schedule as it is (its first times entry rolled forward). */
export function requestOfSchedule(s: ExceptionSchedule, today: string): ExceptionScheduleRequest | undefined {
  const { draft, otherTimes } = fromSchedule(s);
  const rolled = rollForward(draft, today);
  if (!rolled) return undefined;
  return {
    ...toRequest(
      rolled,
      s.siteId,
      otherTimes.filter((t) => t.dateTimeFrom.slice(0, 10) > today),
    ),
    additionalDates: s.additionalDates,
  };
}

/** The last date a schedule's request can generate. */
export const lastDateOf = (request: ExceptionScheduleRequest) =>
  request.times
    .map((t) => t.dateTimeTo.slice(0, 10))
    .sort()
    .at(-1)!;
