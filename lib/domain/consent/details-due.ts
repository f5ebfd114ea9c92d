/** Months after which the desk asks to re-check a member's details (VENUE_DETAILS_CHECK_MONTHS). */
export const defaultDetailsCheckMonths = 12;

/** The instant `months` calendar months after `from` (UTC; the 31st falls back to the month's last day). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}

/** Due for a check once `months` have passed since it was last confirmed. */
export const isCheckDue = (lastConfirmedOn: string, months: number, now = new Date()) =>
  addMonths(new Date(lastConfirmedOn), months).getTime() <= now.getTime();
