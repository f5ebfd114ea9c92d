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
} from "@/lib/contract/bookings";
import { endpoint } from "./endpoint";
import { bookingIdParam } from "./params";

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
};
