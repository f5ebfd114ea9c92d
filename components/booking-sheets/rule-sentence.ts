/**
 * A schedule's rule as a sentence, e.g.
 * "Every 2nd Tuesday of the month, 18:00-20:00, badminton courts 1-3, until 30 June".
 */
import type { ScheduleDraft } from "./schedule-draft";
import { formatDayMonth, formatWeekday } from "@frontdesk/lib/venue/format";
import type { Words } from "@/components/ui/catalogue";

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;
const order = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const sortedDays = (days: string[]) => [...days].sort((a, b) => order.indexOf(a) - order.indexOf(b));

/** "1-3, 5" from [1, 2, 3, 5] */
function ranges(numbers: number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j - i >= 2 ? `${sorted[i]}-${sorted[j]}` : j === i ? `${sorted[i]}` : `${sorted[i]}, ${sorted[j]}`);
    i = j;
  }
  return parts.join(", ");
}

/** "badminton courts 1-3" when the names share a numbered stem, else the names listed. */
export function productPhrase(names: string[]): string {
  if (names.length === 0) return "no products";
  const parsed = names.map((n) => /^(.*?)\s*(\d+)$/.exec(n));
  const stem = parsed[0]?.[1];
  if (names.length > 1 && stem && parsed.every((m) => m && m[1] === stem)) {
    const plural = /(s|x|z|ch|sh)$/i.test(stem) ? `${stem}es` : `${stem}s`;
    return `${plural.toLowerCase()} ${ranges(parsed.map((m) => Number(m![2])))}`;
  }
  return listOf(names.map((n) => n.charAt(0).toLowerCase() + n.slice(1)));
}

export function formatDay(isoDate: string, withYear: boolean) {
  return formatDayMonth(isoDate, withYear);
}

export function recurrencePhrase(
  d: Pick<ScheduleDraft, "frequency" | "recursEvery" | "monthlyType" | "recursOn" | "days" | "startDate">,
): string {
  const days = sortedDays(d.days);
  switch (d.frequency) {
    case "Once":
      return `Once on ${formatWeekday(d.startDate)}`;
    case "Daily":
      return days.length === 0 || days.length === 7 ? "Every day" : `Every ${listOf(days)}`;
    case "Weekly":
      return `${d.recursEvery === 1 ? "Every week" : `Every ${d.recursEvery} weeks`} on ${listOf(days)}`;
    case "Yearly":
      return `Every year on ${formatDayMonth(d.startDate)}`;
    case "Monthly": {
      const months = d.recursEvery === 1 ? "the month" : `every ${d.recursEvery} months`;
      if (d.monthlyType === "ByDate")
        return `On the ${ordinal(Number(d.startDate.slice(8, 10)))} of ${d.recursEvery === 1 ? "every month" : months}`;
      return `Every ${d.recursOn === 5 ? "5th" : ordinal(d.recursOn)} ${days[0] ?? "day"} of ${months}`;
    }
  }
}

export function ruleSentence(d: ScheduleDraft, productNames: string[], today: string): string {
  const sameYear = d.untilDate.slice(0, 4) === today.slice(0, 4);
  const parts = [recurrencePhrase(d), `${d.startTime}-${d.endTime}`, productPhrase(productNames)];
  if (d.frequency === "Once") {
    parts[0] += ` ${formatDay(d.startDate, d.startDate.slice(0, 4) !== today.slice(0, 4))}`;
    return parts.join(", ");
  }
  // the first date carries its year when it is not this year's, or when the last date's year differs
  // ("from 10 December 2026 until 2 December 2027", never a range that reads backwards)
  const firstWithYear =
    d.startDate.slice(0, 4) !== today.slice(0, 4) || d.startDate.slice(0, 4) !== d.untilDate.slice(0, 4);
  const from = d.startDate > today ? `from ${formatDay(d.startDate, firstWithYear)} ` : "";
  parts.push(`${from}until ${formatDay(d.untilDate, !sameYear)}`);
  let sentence = parts.join(", ");
  if (d.exclusionDates.length)
    sentence += `, except ${listOf(d.exclusionDates.map((x) => formatDay(x, x.slice(0, 4) !== today.slice(0, 4))))}`;
  return sentence;
}

/** Welsh "a" before a consonant, "ac" before a vowel: "Cwrt 1, Cwrt 2 a Cwrt 3", "Cwrt 1 ac Ardal 2". */
export function welshListOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  const last = items.at(-1)!;
  return `${items.slice(0, -1).join(", ")} ${/^[aeiouwyâêîôûŵŷ]/i.test(last) ? "ac" : "a"} ${last}`;
}

/** A weekday in a Welsh sentence: "dydd Llun", or "ddydd Llun" after "ar" (soft mutation). */
const welshDay = (day: string, t: Words, mutated = false) =>
  t(`rule.days.${day.toLowerCase()}${mutated ? "After" : ""}`);

/**
 * The rule in Welsh (ruleSentence says it in English): the same parts in the same order, each from the catalogue,
 * so the sentence reads as Welsh does (mutations after "ar", "ac" before a vowel) rather than word for word.
 */
export function welshRuleSentence(d: ScheduleDraft, productNames: string[], today: string, t: Words): string {
  const days = sortedDays(d.days);
  const recurrence = (() => {
    switch (d.frequency) {
      case "Once":
        return t("rule.once", { date: formatDay(d.startDate, d.startDate.slice(0, 4) !== today.slice(0, 4)) });
      case "Daily":
        return days.length === 0 || days.length === 7
          ? t("rule.everyDay")
          : t("rule.everyDays", { days: welshListOf(days.map((day) => welshDay(day, t))) });
      case "Weekly":
        return t("rule.weekly", {
          every: d.recursEvery,
          days: welshListOf(days.map((day, i) => welshDay(day, t, i === 0))),
        });
      case "Yearly":
        return t("rule.yearly", { date: formatDayMonth(d.startDate) });
      case "Monthly":
        return d.monthlyType === "ByDate"
          ? t("rule.monthlyByDate", { day: Number(d.startDate.slice(8, 10)), every: d.recursEvery })
          : t("rule.monthlyByDay", {
              nth: ["first", "second", "third", "fourth", "fifth"][Math.min(5, Math.max(1, d.recursOn)) - 1]!,
              day: days[0] ? welshDay(days[0], t) : t("rule.aDay"),
              dayAfter: days[0] ? welshDay(days[0], t, true) : t("rule.aDay"),
              every: d.recursEvery,
            });
    }
  })();
  const parts = [
    recurrence,
    `${d.startTime}-${d.endTime}`,
    productNames.length ? welshListOf(productNames) : t("rule.noProducts"),
  ];
  if (d.frequency === "Once") return parts.join(", ");
  const sameYear = d.untilDate.slice(0, 4) === today.slice(0, 4);
  const firstWithYear =
    d.startDate.slice(0, 4) !== today.slice(0, 4) || d.startDate.slice(0, 4) !== d.untilDate.slice(0, 4);
  const until = formatDay(d.untilDate, !sameYear);
  parts.push(
    d.startDate > today
      ? t("rule.fromUntil", { from: formatDay(d.startDate, firstWithYear), until })
      : t("rule.until", { until }),
  );
  let sentence = parts.join(", ");
  if (d.exclusionDates.length)
    sentence += `, ${t("rule.except", {
      dates: welshListOf(d.exclusionDates.map((x) => formatDay(x, x.slice(0, 4) !== today.slice(0, 4)))),
    })}`;
  return sentence;
}

/** The rule in the screen's language. */
export const ruleSentenceIn = (
  locale: string,
  d: ScheduleDraft,
  productNames: string[],
  today: string,
  t: Words,
): string => (locale === "cy" ? welshRuleSentence(d, productNames, today, t) : ruleSentence(d, productNames, today));
