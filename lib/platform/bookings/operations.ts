/** The bookings area's operation declarations, without their handlers: what callPlatform reads. */
export { listActivities } from "./activities.schema";
export { readAlertList } from "./alert-list-view.schema";
export { joinAlertListBySlotReference, joinAlertListByBookingId } from "./alert-list.schema";
export { listAvailability } from "./availability.schema";
export { nonMemberBookingRestrictions, memberBookingRestrictions } from "./booking-restrictions.schema";
export { listMemberAlertLists } from "./member-alert-lists.schema";
export { listPastBookingsV1 } from "./past-bookings-v1.schema";
export { listPastBookings } from "./past-bookings.schema";
export { promoteFromAlertList } from "./promote-from-alert-list.schema";
