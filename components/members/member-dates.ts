// Plain Date arithmetic (no date library in the member pages' first load), in the browser's local time as before.

/** A yyyy-MM-dd date at local midnight; any longer ISO string as the Date parser reads it. */
const localDate = (iso: string) => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
};

/** Whole years between a yyyy-MM-dd birth date and today. */
export const ageOn = (dateOfBirth: string, today = new Date()) => {
  const born = localDate(dateOfBirth);
  const years = today.getFullYear() - born.getFullYear();
  const birthdayPassed =
    today.getMonth() > born.getMonth() || (today.getMonth() === born.getMonth() && today.getDate() >= born.getDate());
  return birthdayPassed ? years : years - 1;
};

export { isExpired } from "@frontdesk/lib/domain/consent/data-consent";
