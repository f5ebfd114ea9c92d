/**
 * How long a waiting-list offer is held for the member (WAITING_LIST_HOLD_MINUTES, default 120:
 * two hours), a whole number of minutes from 1 to 10080 (a week); a bad value is refused by name.
 */
export function holdMinutes(value = process.env.WAITING_LIST_HOLD_MINUTES): number {
  if (value === undefined || value.trim() === "") return 120;
  if (!/^\d{1,5}$/.test(value.trim()) || Number(value) < 1 || Number(value) > 10_080)
    throw new Error(`WAITING_LIST_HOLD_MINUTES must be a whole number of minutes from 1 to 10080, not "${value}".`);
  return Number(value);
}
