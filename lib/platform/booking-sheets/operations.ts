/** The booking-sheets area's operation declarations, without their handlers: what callPlatform reads. */
export { getBookingContacts } from "./booking-contacts.schema";
export { createException } from "./create-exception.schema";
export { createResourceBooking } from "./create-resource-booking.schema";
export { deleteExceptionRange } from "./delete-exception-range.schema";
export { getBookingSheet } from "./get-booking-sheet.schema";
export { getExceptionSchedule } from "./get-exception-schedule.schema";
export { updateException } from "./update-exception.schema";
