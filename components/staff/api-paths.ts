import { apiPath, withQuery, type QueryValues } from "@/lib/bff/api-path";

/** The staff area's BFF URLs (app/api/staff/**, app/api/session/**), written once for every query hook. */
export const staffPaths = {
  staff: "/api/staff",
  member: (staffId: string) => apiPath`/api/staff/${staffId}`,
  passwordLink: (staffId: string) => apiPath`/api/staff/${staffId}/password-link`,
  signOutEverywhere: (staffId: string) => apiPath`/api/staff/${staffId}/sign-out-everywhere`,
  signInEvents: (filter: QueryValues) => withQuery("/api/staff/sign-in-events", filter),
  /** The CSV of every sign-in event the filter matches. */
  signInEventsExport: (filter: QueryValues) => withQuery("/api/staff/sign-in-events/export", filter),
  /** One page of the data-access audit; `after` is the previous page's `next`. */
  dataAccess: (filter: QueryValues) => withQuery("/api/staff/data-access", filter),
  /** The CSV of every data-access audit row the filter matches. */
  dataAccessExport: (filter: QueryValues) => withQuery("/api/staff/data-access/export", filter),
  /** the signed-in staff member's own sessions */
  signOutMyselfEverywhere: "/api/session/sign-out-everywhere",
};
