import { z } from "zod";
import {
  bankHolidayQuery,
  bankHolidayRequest,
  bankHolidayRun,
  bankHolidayStates,
  bookingContacts,
} from "@/lib/contract/booking-sheets";
import { endpoint } from "./endpoint";

/** The BFF's closure endpoints of the booking-sheet editor (app/api/booking-sheets/**; lib/api/endpoint.ts). */
export const bookingSheetApi = {
  /** The members and phones of the bookings a closure would meet (the call list). */
  bookingContacts: endpoint({
    method: "GET",
    path: "/api/booking-sheets/booking-contacts",
    permission: "bookingSheets.manage",
    query: z.object({
      bookingIds: z
        .string()
        .regex(/^\d{1,9}(,\d{1,9}){0,499}$/, { error: "Give 1 to 500 booking IDs, separated by commas." })
        .transform((ids) => ids.split(",").map(Number)),
    }),
    response: bookingContacts,
  }),
  /** A region's bank holidays of a year on a site, each with its closure when there is one. */
  bankHolidays: endpoint({
    method: "GET",
    path: "/api/booking-sheets/bank-holidays",
    permission: "bookingSheets.manage",
    query: bankHolidayQuery,
    response: bankHolidayStates,
  }),
  /** Closes every future holiday without a closure yet: one schedule per holiday. */
  closeBankHolidays: endpoint({
    method: "POST",
    path: "/api/booking-sheets/bank-holidays",
    permission: "bookingSheets.manage",
    body: bankHolidayRequest,
    response: bankHolidayRun,
  }),
};
