import { z } from "zod";
import {
  bankHolidayQuery,
  bankHolidayRequest,
  bankHolidayRun,
  bankHolidayStates,
  bookingContacts,
  bookingSheet,
  exceptionPreview,
  exceptionRangeDeleteResult,
  exceptionSchedule,
  exceptionScheduleRequest,
  exceptionUpdateResult,
} from "@frontdesk/lib/contract/booking-sheets";
import { endpoint } from "./endpoint";
import { scheduleIdParam } from "./params";

/** The BFF's booking-sheet endpoints: app/api/booking-sheets/** (managers). */
const schedulePath = { scheduleId: scheduleIdParam };
const day = (what: string) =>
  z.string({ error: `Give the ${what}.` }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: `Enter the ${what} as a date (yyyy-MM-dd).`,
  });
/** A write's answer with the version it left the schedule at (for its undo). */
const version = { version: z.string().optional() };

/** 1 to 500 booking ids, comma-separated (the call list's bookings). */
export const bookingIdsQuery = z.object({
  bookingIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,499}$/, { error: "Give 1 to 500 booking IDs, separated by commas." })
    .transform((ids) => ids.split(",").map(Number)),
});

export const bookingSheetApi = {
  /** A site's booking sheet for a date range. */
  sheet: endpoint({
    method: "GET",
    path: "/api/booking-sheets",
    permission: "bookingSheets.manage",
    query: z.object({
      siteId: z.string({ error: "Pick a site." }).min(1, { error: "Pick a site." }),
      from: day("first day"),
      to: day("last day"),
    }),
    response: bookingSheet,
  }),
  /** Creates an exception schedule; platform clashes come back as a problem carrying the full result. */
  create: endpoint({
    method: "POST",
    path: "/api/booking-sheets/exception",
    permission: "bookingSheets.manage",
    body: exceptionScheduleRequest,
    response: exceptionUpdateResult.extend(version),
  }),
  /** Dry run of a create or replace: the status and result the write would get, with its clashes. */
  preview: endpoint({
    method: "POST",
    path: "/api/booking-sheets/exception/preview",
    permission: "bookingSheets.manage",
    body: z.object({ scheduleId: z.uuid().optional(), schedule: exceptionScheduleRequest }),
    response: exceptionPreview,
  }),
  /** The schedule's definition and its exceptions. */
  schedule: endpoint({
    method: "GET",
    path: "/api/booking-sheets/exception/[scheduleId]",
    permission: "bookingSheets.manage",
    params: schedulePath,
    response: exceptionSchedule,
    versioned: true,
  }),
  /** Replaces the whole schedule (future exceptions regenerated, finished ones kept); 412 if it changed since read. */
  replace: endpoint({
    method: "PUT",
    path: "/api/booking-sheets/exception/[scheduleId]",
    permission: "bookingSheets.manage",
    params: schedulePath,
    body: exceptionScheduleRequest,
    response: exceptionUpdateResult.extend(version),
  }),
  /**
   * Deletes the schedule's exceptions from one day to another and excludes those dates; 412 if it changed
   * since read. The days are checked by the platform, in its words.
   */
  deleteDates: endpoint({
    method: "DELETE",
    path: "/api/booking-sheets/exception/[scheduleId]",
    permission: "bookingSheets.manage",
    params: schedulePath,
    query: z.object({ from: z.string().optional(), to: z.string().optional() }),
    response: exceptionRangeDeleteResult.extend(version),
  }),
  /** The members and phones of the bookings a closure would meet (the call list). */
  bookingContacts: endpoint({
    method: "GET",
    path: "/api/booking-sheets/booking-contacts",
    permission: "bookingSheets.manage",
    query: bookingIdsQuery,
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
