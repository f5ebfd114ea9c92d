import { differenceInYears, format, isBefore, parseISO } from "date-fns";

/** Whole years between a yyyy-MM-dd birth date and today. */
export const ageOn = (dateOfBirth: string, today = new Date()) => differenceInYears(today, parseISO(dateOfBirth));

/** "14 Mar 1984" */
export const formatDate = (value: string) => format(parseISO(value), "d MMM yyyy");

/** "10 Jan 2023, 09:30" in the desk's local time. */
export const formatDateTime = (value: string) => format(parseISO(value), "d MMM yyyy, HH:mm");

/** A campaign's expiry compared with now (the spec leaves the comparison to the consumer): expired once it has passed. */
export const isExpired = (expiryDate: string | null, now = new Date()) => expiryDate !== null && isBefore(parseISO(expiryDate), now);
