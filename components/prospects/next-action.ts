import type { Words } from "@/components/ui/catalogue";

// A span of elapsed time, rounded to its largest unit: durations, not calendar days.
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * How a card says when its next action is due, relative to now: "in 2 h", "in 3 days",
 * "45 min overdue", "3 days overdue"; completed cards say how long ago ("2 days ago"). Its words:
 * messages/*.json, Prospects.when and Prospects.span (`t`: `useTranslations("Prospects")`).
 */
export function relativeNextAction(t: Words, iso: string | null, now: number, completed = false): string {
  if (!iso) return t("when.none");
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return t("when.none");
  const diff = at - now;
  const span = formatSpan(t, Math.abs(diff));
  if (completed) return diff <= 0 ? t("when.ago", { span }) : t("when.in", { span });
  if (Math.abs(diff) < minuteMs) return t("when.now");
  return diff > 0 ? t("when.in", { span }) : t("when.overdue", { span });
}

function formatSpan(t: Words, ms: number): string {
  const minutes = Math.round(ms / minuteMs);
  if (minutes < 60) return t("span.minutes", { count: Math.max(1, minutes) });
  const hours = Math.round(ms / hourMs);
  if (hours < 24) return t("span.hours", { count: hours });
  const days = Math.round(ms / dayMs);
  if (days < 14) return t("span.days", { count: days });
  const weeks = Math.round(days / 7);
  if (days < 60) return t("span.weeks", { count: weeks });
  const months = Math.round(days / 30);
  return months < 24 ? t("span.months", { count: months }) : t("span.years", { count: Math.round(days / 365) });
}
