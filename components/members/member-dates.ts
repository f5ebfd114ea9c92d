import { differenceInYears, isBefore, parseISO } from "date-fns";

/** Whole years between a yyyy-MM-dd birth date and today. */
export const ageOn = (dateOfBirth: string, today = new Date()) => differenceInYears(today, parseISO(dateOfBirth));

/** A campaign's expiry compared with now (the spec leaves the comparison to the consumer): expired once it has passed. */
export const isExpired = (expiryDate: string | null, now = new Date()) =>
  expiryDate !== null && isBefore(parseISO(expiryDate), now);
