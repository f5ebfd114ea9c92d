import { apiPath, withQuery } from "@/lib/bff/api-path";

/** The booking-sheet area's BFF URLs (app/api/booking-sheets/**), written once for every query hook. */
export const bookingSheetPaths = {
  sheet: (siteId: string, from: string, to: string) => withQuery("/api/booking-sheets", { siteId, from, to }),
  createSchedule: "/api/booking-sheets/exception",
  preview: "/api/booking-sheets/exception/preview",
  schedule: (scheduleId: string) => apiPath`/api/booking-sheets/exception/${scheduleId}`,
  scheduleDates: (scheduleId: string, from: string, to: string) =>
    withQuery(apiPath`/api/booking-sheets/exception/${scheduleId}`, { from, to }),
};
