import { operation } from "../http/operation";
import { alertListView } from "../../contract/bookings";
import { bookingNotFound } from "./alert-list.schema";
import { parseId } from "../http/input";
import { z } from "zod";

/** Extension: a session's alert list in order, with its capacity and confirmed places, for reception. */
export const readAlertList = operation({
  method: "get",
  path: "/api/bookings/:bookingId/alert-list",
  summary: "Read a session's alert list (sandbox extension)",
  description:
    "Not in the spec. The members waiting on the booking in the order they joined (position 1 first), with the session's site, activity, times, capacity and confirmed places. " +
    "400 'Invalid Booking ID {bookingId}: booking doesn't exist' (plain text) for an id that is not a positive whole number or is unknown.",
  tags: ["Bookings"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  input: {
    params: {
      schema: z.object({ bookingId: z.int32().positive() }),
      parse: (params: Record<string, string>) => {
        const bookingId = parseId(params.bookingId);
        if (bookingId === undefined) throw bookingNotFound(params.bookingId);
        return { bookingId };
      },
    },
  },
  responses: {
    200: { description: "The alert list", schema: alertListView },
    400: {
      description: "Invalid Booking ID {bookingId}: booking doesn't exist",
      schema: z.string(),
      kind: "text",
    },
  },
});
