import { z } from "zod";
import {
  addStaffRequest,
  addedStaff,
  changeStaffRequest,
  dataAccessPage,
  dataAccessQuery,
  orderedDays,
  orderedDaysMessage,
  passwordLink,
  sessionsEnded,
  signInEvent,
  signInEventQuery,
  staffAndSites,
  staffMember,
} from "@frontdesk/lib/contract/staff";
import { platformStatus } from "@frontdesk/lib/contract/platform-status";
import { endpoint } from "./endpoint";
import { staffIdParam } from "./params";

/** The BFF's staff endpoints: app/api/staff/** (admins) and app/api/session/** (everyone's own session). */
const staffPath = { staffId: staffIdParam };
const signInEvents = signInEventQuery.refine(orderedDays, { path: ["to"], error: orderedDaysMessage });
const dataAccess = dataAccessQuery.refine(orderedDays, { path: ["to"], error: orderedDaysMessage });

export const staffApi = {
  /** Every staff member, and the sites a home site is chosen from. */
  list: endpoint({ method: "GET", path: "/api/staff", permission: "staff.manage", response: staffAndSites }),
  /** Adds a staff member; the answer holds their one-time set-password link (shown once). */
  add: endpoint({
    method: "POST",
    path: "/api/staff",
    permission: "staff.manage",
    body: addStaffRequest,
    response: addedStaff,
  }),
  /** One change to a staff record: role, active (deactivate / reactivate) or home site. */
  change: endpoint({
    method: "PATCH",
    path: "/api/staff/[staffId]",
    permission: "staff.manage",
    params: staffPath,
    body: changeStaffRequest,
    response: staffMember,
    stepUp: true,
  }),
  /** Reset password: a new one-time set-password link (earlier ones stop working). */
  passwordLink: endpoint({
    method: "POST",
    path: "/api/staff/[staffId]/password-link",
    permission: "staff.manage",
    params: staffPath,
    response: passwordLink,
  }),
  /** Ends every session of a staff member. */
  signOutEverywhere: endpoint({
    method: "POST",
    path: "/api/staff/[staffId]/sign-out-everywhere",
    permission: "staff.manage",
    params: staffPath,
    response: sessionsEnded,
  }),
  /** The sign-in audit, newest first, filtered by staff member, kind and days. */
  signInEvents: endpoint({
    method: "GET",
    path: "/api/staff/sign-in-events",
    permission: "audit.read",
    query: signInEvents,
    response: z.array(signInEvent),
  }),
  /** Every sign-in event the filters match (not only the screen's latest 200), as CSV. */
  signInEventsExport: endpoint({
    method: "GET",
    path: "/api/staff/sign-in-events/export",
    permission: "audit.read",
    query: signInEvents,
    response: { file: "text/csv" },
  }),
  /**
   * The data-access audit (UK GDPR accountability): every read and change of a member's special-category
   * data, newest first, a page at a time (`after` = the previous page's `next`).
   */
  dataAccess: endpoint({
    method: "GET",
    path: "/api/staff/data-access",
    permission: "audit.read",
    query: dataAccess,
    response: dataAccessPage,
  }),
  /** Every data-access audit row the filters match, as CSV. */
  dataAccessExport: endpoint({
    method: "GET",
    path: "/api/staff/data-access/export",
    permission: "audit.read",
    query: dataAccess,
    response: { file: "text/csv" },
  }),
  /** The signed-in staff member ends all their own sessions (this one included). */
  signOutMyselfEverywhere: endpoint({
    method: "POST",
    path: "/api/session/sign-out-everywhere",
    permission: "session.own",
    response: sessionsEnded,
  }),
  /** Whether the venue platform answers (its circuit breaker): every staff screen's banner polls it. */
  platformStatus: endpoint({
    method: "GET",
    path: "/api/session/platform-status",
    permission: "session.own",
    response: platformStatus,
  }),
};
