// A span of elapsed time, rounded to its largest unit: durations, not calendar days.
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * How a card says when its next action is due, relative to now: "in 2 h", "in 3 days",
 * "45 min overdue", "3 days overdue"; completed cards say how long ago ("2 days ago").
 */
export function relativeNextAction(iso: string | null, now: number, completed = false): string {
  if (!iso) return "No date set";
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "No date set";
  const diff = at - now;
  const span = formatSpan(Math.abs(diff));
  if (completed) return diff <= 0 ? `${span} ago` : `in ${span}`;
  if (Math.abs(diff) < minuteMs) return "now";
  return diff > 0 ? `in ${span}` : `${span} overdue`;
}

function formatSpan(ms: number): string {
  const minutes = Math.round(ms / minuteMs);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hours = Math.round(ms / hourMs);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(ms / dayMs);
  if (days < 14) return `${days} ${days === 1 ? "day" : "days"}`;
  const weeks = Math.round(days / 7);
  if (days < 60) return `${weeks} weeks`;
  const months = Math.round(days / 30);
  return months < 24 ? `${months} months` : `${Math.round(days / 365)} years`;
}
