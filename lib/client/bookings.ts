import type {
  ActivitySummary,
  AlertListPlacement,
  AlertListView,
  AvailabilitySlot,
  BookingRestrictionResult,
  MemberAlertListPlace,
  PastBookingsPage,
  PromoteFromAlertListResult,
} from "@/lib/contract/bookings";
import { PlatformFailure, platformJson, type Caller } from "./transport";

/**
 * The typed platform client for bookings: past bookings (v2.0), booking restrictions, alert
 * lists and the availability read. Member-scoped endpoints travel with a token for the path member.
 */

export interface PastBookingsParams {
  limit?: number;
  offset?: number;
  /** ISO date-times as the platform takes them */
  dateTimeFrom?: string;
  dateTimeTo?: string;
  /** sandbox extension: one activity's bookings */
  activityId?: string;
}

/** The v2.0 answer for a member with no matches: the platform's 400, read as an empty page (spec: treat as no history). */
const noHistory = /^Offset value must be less than the total number of records: 0$/;

/** GET /api/members/v2/{memberId}/past-bookings (endpoint 4), newest first. An empty history is an empty page, not an error. */
export async function listPastBookings(
  caller: Caller,
  memberId: number,
  params: PastBookingsParams = {},
): Promise<PastBookingsPage> {
  const path = `/api/members/v2/${memberId}/past-bookings`;
  try {
    return await platformJson<PastBookingsPage>(caller, { method: "GET", path, query: { ...params } });
  } catch (error) {
    if (
      error instanceof PlatformFailure &&
      error.status === 400 &&
      noHistory.test(error.bodyText.trim()) &&
      !params.offset
    ) {
      const limit = params.limit ?? 10;
      return {
        pastBookingData: [],
        metaData: {
          start: "",
          end: "",
          previous: null,
          next: null,
          resultSet: { count: 0, offset: 0, limit, total: 0 },
        },
      };
    }
    throw error;
  }
}

/** GET /api/members/bookings-restrictions (endpoint 13): may someone who is not a member book it? */
export const getNonMemberRestrictions = (caller: Caller, activityId: string) =>
  platformJson<BookingRestrictionResult>(caller, {
    method: "GET",
    path: "/api/members/bookings-restrictions",
    query: { activityId },
  });

/** GET /api/members/{memberId}/bookings-restrictions: may this member book it? */
export const getMemberRestrictions = (caller: Caller, memberId: number, activityId: string) =>
  platformJson<BookingRestrictionResult>(caller, {
    method: "GET",
    path: `/api/members/${memberId}/bookings-restrictions`,
    query: { activityId },
    memberScope: memberId,
  });

/** GET /api/bookings/activities (extension). */
export const listActivities = (caller: Caller, siteId?: string) =>
  platformJson<ActivitySummary[]>(caller, { method: "GET", path: "/api/bookings/activities", query: { siteId } });

/** GET /api/bookings/availability (extension): a site's sessions on one UTC day. */
export const listAvailability = (caller: Caller, siteId: string, date: string) =>
  platformJson<AvailabilitySlot[]>(caller, {
    method: "GET",
    path: "/api/bookings/availability",
    query: { siteId, date },
  });

/** POST /api/bookings/{memberId}/alert-list (endpoint 7): join by the availability's slot reference. */
export const joinAlertListBySlotReference = (caller: Caller, memberId: number, slotReference: string) =>
  platformJson<AlertListPlacement>(caller, {
    method: "POST",
    path: `/api/bookings/${memberId}/alert-list`,
    body: { slotReference },
    memberScope: memberId,
  });

/** POST /api/bookings/{memberId}/alert-list/{bookingId}: join by booking id. */
export const joinAlertList = (caller: Caller, memberId: number, bookingId: number) =>
  platformJson<AlertListPlacement>(caller, {
    method: "POST",
    path: `/api/bookings/${memberId}/alert-list/${bookingId}`,
    memberScope: memberId,
  });

/** GET /api/bookings/{bookingId}/alert-list (extension): the waiting members in order. */
export const getAlertList = (caller: Caller, bookingId: number) =>
  platformJson<AlertListView>(caller, { method: "GET", path: `/api/bookings/${bookingId}/alert-list` });

/** POST /api/bookings/promote-from-alert-list: the waiting member takes a free space. */
export const promoteFromAlertList = (caller: Caller, bookingId: number, memberId: number) =>
  platformJson<PromoteFromAlertListResult>(caller, {
    method: "POST",
    path: "/api/bookings/promote-from-alert-list",
    body: { bookingId, memberId },
  });

/** GET /api/members/{memberId}/alert-lists (extension): the alert lists the member waits on. */
export const listMemberAlertLists = (caller: Caller, memberId: number) =>
  platformJson<MemberAlertListPlace[]>(caller, {
    method: "GET",
    path: `/api/members/${memberId}/alert-lists`,
    memberScope: memberId,
  });
