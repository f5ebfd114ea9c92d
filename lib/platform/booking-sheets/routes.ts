import type { RouteDef } from "../http/route";
import { getBookingContacts } from "./booking-contacts";
import { createException } from "./create-exception";
import { createResourceBooking } from "./create-resource-booking";
import { deleteExceptionRange } from "./delete-exception-range";
import { getBookingSheet } from "./get-booking-sheet";
import { getExceptionSchedule } from "./get-exception-schedule";
import { updateException } from "./update-exception";

export const routes: RouteDef[] = [
  createException,
  updateException,
  deleteExceptionRange,
  getExceptionSchedule,
  getBookingSheet,
  getBookingContacts,
  createResourceBooking,
];
