import { z } from "zod";
import {
  activityList,
  addToAlertListRequest,
  alertListPlacement,
  alertListView,
  availability,
  availabilityQuery,
  promoteFromAlertListRequest,
  promoteFromAlertListResult,
} from "@frontdesk/lib/contract/bookings";
import {
  attendance,
  bookingHistory,
  bookingRules,
  bookingRulesRequest,
  deskBooked,
  deskBookRequest,
  deskCancelled,
  deskCancelRequest,
  markAttendanceRequest,
  sessionRoster,
} from "@frontdesk/lib/contract/booking-places";
import {
  deskBookedSlot,
  deskBookSlotRequest,
  deskCancelledSlot,
  memberSlots,
  resourceSlots,
} from "@frontdesk/lib/contract/booking-slots";
import { endpoint } from "./endpoint";
import { bookingIdParam, memberPath, positiveIdParam, siteIdParam } from "./params";

/** A member's place on a session: app/api/bookings/[bookingId]/places/[memberId]/**. */
const place = "/api/bookings/[bookingId]/places/[memberId]";
const placePath = { bookingId: bookingIdParam, ...memberPath };

/** The BFF's session and waiting-list endpoints: app/api/bookings/** (a member's bookings are in members.ts). */
export const bookingApi = {
  /** Every activity (optionally of one site) with its kind, site and alert-list setting. */
  activities: endpoint({
    method: "GET",
    path: "/api/bookings/activities",
    permission: "bookings.waitingLists",
    query: z.object({ siteId: z.string().max(200, { error: "Pick a site from the list." }).optional() }),
    response: activityList,
  }),
  /** A site's sessions on one day with places and waiting members. */
  availability: endpoint({
    method: "GET",
    path: "/api/bookings/availability",
    permission: "bookings.waitingLists",
    query: availabilityQuery,
    response: availability,
  }),
  /** The waiting lists of a site's sessions on one day, member by member in order, as CSV. */
  alertListExport: endpoint({
    method: "GET",
    path: "/api/bookings/alert-list/export",
    permission: "bookings.waitingLists",
    query: availabilityQuery,
    response: { file: "text/csv" },
  }),
  /** A session's alert list in order, with its capacity and confirmed places. */
  alertList: endpoint({
    method: "GET",
    path: "/api/bookings/[bookingId]/alert-list",
    permission: "bookings.waitingLists",
    params: { bookingId: bookingIdParam },
    response: alertListView,
  }),
  /** Adds a member to a session's alert list by its slot reference; answers the member's position. */
  addToAlertList: endpoint({
    method: "POST",
    path: "/api/bookings/alert-list",
    permission: "bookings.waitingLists",
    body: addToAlertListRequest,
    response: alertListPlacement,
  }),
  /** The waiting member takes a free space on the session. */
  promoteFromAlertList: endpoint({
    method: "POST",
    path: "/api/bookings/promote-from-alert-list",
    permission: "bookings.waitingLists",
    body: promoteFromAlertListRequest,
    response: promoteFromAlertListResult,
  }),
  /** Books the member onto the session (a manager may give a reason to book past the site's rule); confirms by email. */
  bookPlace: endpoint({
    method: "POST",
    path: place,
    permission: "bookings.book",
    params: placePath,
    body: deskBookRequest,
    response: deskBooked,
    audit: "booked a place",
  }),
  /** Cancels the member's place with a reason; says whether it was late and what the freed place did next. */
  cancelPlace: endpoint({
    method: "POST",
    path: `${place}/cancel`,
    permission: "bookings.book",
    params: placePath,
    body: deskCancelRequest,
    response: deskCancelled,
    audit: "cancelled a place",
  }),
  /** Marks the place attended or a no-show, once the session has started. */
  markAttendance: endpoint({
    method: "PUT",
    path: `${place}/attendance`,
    permission: "bookings.book",
    params: placePath,
    body: markAttendanceRequest,
    response: attendance,
    audit: "marked attendance",
  }),
  /** A session's places with their marks, and its waiting list. */
  roster: endpoint({
    method: "GET",
    path: "/api/bookings/[bookingId]/roster",
    permission: "bookings.book",
    params: { bookingId: bookingIdParam },
    response: sessionRoster,
  }),
  /** A member's place history (booked, cancelled, attended, no-show, promoted) and suspensions in force. */
  memberHistory: endpoint({
    method: "GET",
    path: "/api/members/[memberId]/bookings/history",
    permission: "members.records",
    params: memberPath,
    response: bookingHistory,
  }),
  /** A site's resource slots on one day (courts, lanes), each free or why not (an extension of the platform). */
  slots: endpoint({
    method: "GET",
    path: "/api/bookings/slots",
    permission: "bookings.waitingLists",
    query: availabilityQuery,
    response: resourceSlots,
  }),
  /** The member's coming resource slots. */
  memberSlots: endpoint({
    method: "GET",
    path: "/api/members/[memberId]/slots",
    permission: "members.records",
    params: memberPath,
    response: memberSlots,
  }),
  /** Books the member onto a free slot (a manager may give a reason to book past the site's rule). */
  bookSlot: endpoint({
    method: "POST",
    path: "/api/members/[memberId]/slots",
    permission: "bookings.book",
    params: memberPath,
    body: deskBookSlotRequest,
    response: deskBookedSlot,
    audit: "booked a place",
  }),
  /** Cancels the member's slot with a reason; says whether it was late and whether they are now suspended. */
  cancelSlot: endpoint({
    method: "POST",
    path: "/api/members/[memberId]/slots/[bookingId]/cancel",
    permission: "bookings.book",
    params: { ...memberPath, bookingId: positiveIdParam("booking ID") },
    body: deskCancelRequest,
    response: deskCancelledSlot,
    audit: "cancelled a place",
  }),
  /** A site's cancellation window and late-cancellation rule. */
  bookingRules: endpoint({
    method: "GET",
    path: "/api/configuration/sites/[siteId]/booking-rules",
    permission: "configuration.manage",
    params: { siteId: siteIdParam },
    response: bookingRules,
  }),
  saveBookingRules: endpoint({
    method: "PUT",
    path: "/api/configuration/sites/[siteId]/booking-rules",
    permission: "configuration.manage",
    params: { siteId: siteIdParam },
    body: bookingRulesRequest,
    response: bookingRules,
  }),
};
