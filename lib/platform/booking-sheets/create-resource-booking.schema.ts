import { operation } from "../http/operation";
import { resourceBookingCreated, resourceBookingRequest } from "../../contract/booking-sheets";
import { messages } from "./messages";

export const resourceBookingMessages = {
  invalidDateTime: (field: string, v: string) => messages.invalidDateTime(field, v),
  toNotAfterFrom: messages.toNotAfterFrom,
  unknownMember: (id: number) => `Member ID ${id} does not exist.`,
  booked: "The product is already booked at that time.",
  blocked: "The product is blocked at that time.",
} as const;

/**
 * Extension: POST /api/booking-sheets/bookings books a resource product (a court, a pitch) for
 * members, so a sandbox's sheet can hold bookings an exception then meets. One transaction, with
 * the product's writers serialised like the exception writes.
 */
export const createResourceBooking = operation({
  method: "post",
  path: "/api/booking-sheets/bookings",
  summary: "Book a resource product (extension)",
  extension: true,
  description: `Creates a live booking of a resource product from dateTimeFrom to dateTimeTo (the site's wall clock) with the members holding a place; 201 {bookingId}. Errors (plain text, in order): 400 schema messages; 400 ${messages.unknownProduct("{productId}")}; 400 ${messages.invalidDateTime("DateTimeFrom", "{value}")} (the same for DateTimeTo); 400 ${messages.toNotAfterFrom}; 400 ${resourceBookingMessages.unknownMember(0).replace("0", "{memberId}")}; 409 ${resourceBookingMessages.booked}; 409 ${resourceBookingMessages.blocked}`,
  tags: ["Booking sheets"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  errorKind: "text",
  input: { body: resourceBookingRequest },
  responses: {
    201: { description: "Booked", schema: resourceBookingCreated },
    400: { description: "Plain-text message" },
    401: { description: "No, expired or invalid token" },
    403: { description: "Token holds neither FOH nor FOHGENERIC" },
    409: { description: "Plain text: the time is booked or blocked" },
  },
});
