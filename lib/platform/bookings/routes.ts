import type { RouteDef } from "../http/route";
import { listActivities } from "./activities";
import { joinAlertListByBookingId, joinAlertListBySlotReference } from "./alert-list";
import { readAlertList } from "./alert-list-view";
import { listAvailability } from "./availability";
import { listMemberAlertLists } from "./member-alert-lists";
import { memberBookingRestrictions, nonMemberBookingRestrictions } from "./booking-restrictions";
import { listPastBookings } from "./past-bookings";
import { listPastBookingsV1 } from "./past-bookings-v1";
import { promoteFromAlertList } from "./promote-from-alert-list";
import { listUpcomingBookings } from "./upcoming-bookings";

export const routes: RouteDef[] = [
  listPastBookings,
  listPastBookingsV1,
  listUpcomingBookings,
  nonMemberBookingRestrictions,
  memberBookingRestrictions,
  joinAlertListBySlotReference,
  joinAlertListByBookingId,
  promoteFromAlertList,
  readAlertList,
  listMemberAlertLists,
  listAvailability,
  listActivities,
];
