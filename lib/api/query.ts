import { z } from "zod";

/**
 * A whole number in a query string (a page's limit or offset), from min to max, in the screen's words:
 * `pageNumber("The number of results", 1, 100)`.
 */
export const pageNumber = (what: string, min: number, max: number) => {
  const message = `${what} must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });
};
