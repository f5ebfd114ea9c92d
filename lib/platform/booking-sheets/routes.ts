import type { RouteDef } from "../http/route";
import { createException } from "./create-exception";
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
];
