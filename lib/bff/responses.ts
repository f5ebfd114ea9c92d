/**
 * What each BFF route answers, as the browser reads it, in one place: every type is derived from the
 * function the route returns (the client function of lib/client/<area>.ts, or the BFF's own view of
 * it), so a query hook or a screen cannot drift from what the BFF sends. Type-only imports: nothing
 * of the server reaches a browser bundle. A route that answers `versioned(record)` answers the record.
 */
import type {
  getBookingSheet,
  getExceptionSchedule,
  createExceptionSchedule,
  deleteExceptionRange,
  previewExceptionSchedule,
} from "@/lib/client/booking-sheets";
import type {
  getAlertList,
  getMemberRestrictions,
  getNonMemberRestrictions,
  joinAlertListBySlotReference,
  listActivities,
  listAvailability,
  listPastBookings,
  promoteFromAlertList,
} from "@/lib/client/bookings";
import type { WithVersion } from "./versioned";

/** What an async function resolves to. */
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

// bookings: app/api/bookings/**, app/api/members/[memberId]/bookings/**
export type PastBookingsPage = Answer<typeof listPastBookings>;
export type RestrictionCheck = {
  member: Answer<typeof getMemberRestrictions>;
  nonMember: Answer<typeof getNonMemberRestrictions>;
};
export type Activities = Answer<typeof listActivities>;
export type Availability = Answer<typeof listAvailability>;
export type AlertListView = Answer<typeof getAlertList>;
export type AlertListPlacement = Answer<typeof joinAlertListBySlotReference>;
export type PromoteFromAlertListResult = Answer<typeof promoteFromAlertList>;

// booking sheets: app/api/booking-sheets/**
export type BookingSheet = Answer<typeof getBookingSheet>;
export type ExceptionSchedule = Answer<typeof getExceptionSchedule>;
/** create (POST) and replace (PUT) answer the same result */
export type ExceptionUpdateResult = WithVersion<Answer<typeof createExceptionSchedule>>;
export type ExceptionRangeDeleteResult = WithVersion<Answer<typeof deleteExceptionRange>>;
export type SchedulePreview = Answer<typeof previewExceptionSchedule>;
