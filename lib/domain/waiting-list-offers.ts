/**
 * The desk's waiting-list offers, as both sides word and judge them: plain functions, no schema, so a screen
 * imports them without bringing zod into its first load.
 */

/** "2 hours", "1 hour 30 minutes", "45 minutes", "7 days": a hold time in words. */
export function holdText(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => (n ? [`${n} ${unit}${n === 1 ? "" : "s"}`] : []);
  return [...part(days, "day"), ...part(hours, "hour"), ...part(rest, "minute")].join(" ") || "0 minutes";
}

/** A session that has started (or ended) takes no one from its waiting list. */
export const hasStarted = (startDateTime: string, now = Date.now()) => Date.parse(startDateTime) <= now;

type SessionStage = "coming" | "started" | "ended";
export const sessionStage = (s: { startDateTime: string; endDateTime: string }, now = Date.now()): SessionStage =>
  hasStarted(s.endDateTime, now) ? "ended" : hasStarted(s.startDateTime, now) ? "started" : "coming";

/** Why a session that is under way or over takes no one, in the words of its stage. */
export const closedSessionRefusal = (stage: Exclude<SessionStage, "coming">) =>
  `This session has ${stage}, so it takes no one from its waiting list.`;
