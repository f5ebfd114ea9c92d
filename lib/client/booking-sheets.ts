import type {
  BookingContact,
  BookingSheet,
  ExceptionPreview,
  ExceptionRangeDeleteResult,
  ExceptionSchedule,
  ExceptionScheduleRequest,
  ExceptionUpdateResult,
} from "@/lib/contract/booking-sheets";
import { PlatformFailure, platformJson, transport, type Caller } from "./transport";

/** The typed platform client of the booking-sheets area: one function per endpoint. */

/** GET /api/booking-sheets?siteId=&from=&to= (extension): the editor's sheet. */
export const getBookingSheet = (caller: Caller, siteId: string, from: string, to: string) =>
  platformJson<BookingSheet>(caller, { method: "GET", path: "/api/booking-sheets", query: { siteId, from, to } });

/** GET /api/booking-sheets/exception/{scheduleId} (extension). */
export const getExceptionSchedule = (caller: Caller, scheduleId: string) =>
  platformJson<ExceptionSchedule>(caller, {
    method: "GET",
    path: `/api/booking-sheets/exception/${encodeURIComponent(scheduleId)}`,
  });

/** POST /api/booking-sheets/exception (sandbox-contract §5): 201 with the update result. */
export const createExceptionSchedule = (caller: Caller, body: ExceptionScheduleRequest) =>
  platformJson<ExceptionUpdateResult>(caller, { method: "POST", path: "/api/booking-sheets/exception", body });

/** PUT /api/booking-sheets/exception/{scheduleId} (endpoint 6): full replacement. */
export const replaceExceptionSchedule = (caller: Caller, scheduleId: string, body: ExceptionScheduleRequest) =>
  platformJson<ExceptionUpdateResult>(caller, {
    method: "PUT",
    path: `/api/booking-sheets/exception/${encodeURIComponent(scheduleId)}`,
    body,
  });

/** DELETE /api/booking-sheets/exception/{scheduleId}?from=&to= (extension). */
export const deleteExceptionRange = (caller: Caller, scheduleId: string, from: string, to: string) =>
  platformJson<ExceptionRangeDeleteResult>(caller, {
    method: "DELETE",
    path: `/api/booking-sheets/exception/${encodeURIComponent(scheduleId)}`,
    query: { from, to },
  });

/**
 * ?dryRun=true on create or replace: the result the write would give. The full-result failures
 * (400 self-overlap, 409 clashes) are answers here, not errors; a plain-text 400 still throws.
 */
export async function previewExceptionSchedule(
  caller: Caller,
  body: ExceptionScheduleRequest,
  scheduleId?: string,
): Promise<ExceptionPreview> {
  const response = await transport().send(caller, {
    method: scheduleId ? "PUT" : "POST",
    path: scheduleId
      ? `/api/booking-sheets/exception/${encodeURIComponent(scheduleId)}`
      : "/api/booking-sheets/exception",
    query: { dryRun: true },
    body,
  });
  const text = await response.text();
  const contentType = response.headers.get("content-type");
  if (response.ok || ((response.status === 400 || response.status === 409) && contentType?.includes("json"))) {
    return { status: response.status, result: JSON.parse(text) as ExceptionUpdateResult };
  }
  throw new PlatformFailure(response.status, contentType, text);
}

/** GET /api/booking-sheets/booking-contacts?bookingIds= (extension): members and phones of bookings. */
export const getBookingContacts = (caller: Caller, bookingIds: number[]) =>
  platformJson<BookingContact[]>(caller, {
    method: "GET",
    path: "/api/booking-sheets/booking-contacts",
    query: { bookingIds: bookingIds.join(",") },
  });
