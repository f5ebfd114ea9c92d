import { apiPath, withQuery, type QueryValues } from "@/lib/bff/api-path";

/** The bookings area's BFF URLs (app/api/bookings/**, and a member's bookings), written once for every query hook. */
export const bookingPaths = {
  pastBookings: (memberId: number, query: QueryValues) => withQuery(apiPath`/api/members/${memberId}/bookings`, query),
  restrictions: (memberId: number, activityId: string) =>
    withQuery(apiPath`/api/members/${memberId}/bookings/restrictions`, { activityId }),
  activities: "/api/bookings/activities",
  availability: (siteId: string, date: string) => withQuery("/api/bookings/availability", { siteId, date }),
  /** The CSV of a site's waiting lists on one day. */
  alertListExport: (siteId: string, date: string) => withQuery("/api/bookings/alert-list/export", { siteId, date }),
  alertList: (bookingId: number) => apiPath`/api/bookings/${bookingId}/alert-list`,
  addToAlertList: "/api/bookings/alert-list",
  promoteFromAlertList: "/api/bookings/promote-from-alert-list",
};
