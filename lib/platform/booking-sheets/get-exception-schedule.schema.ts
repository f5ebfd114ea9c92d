import { operation } from "../http/operation";
import { exceptionSchedule } from "../../contract/booking-sheets";
import { scheduleIdInput } from "./save-exception-schedule";
import { messages } from "./messages";

/** Extension: GET /api/booking-sheets/exception/{scheduleId}: the stored definition and its exceptions. */
export const getExceptionSchedule = operation({
  method: "get",
  path: "/api/booking-sheets/exception/:scheduleId",
  summary: "Read an exception schedule (extension)",
  extension: true,
  description: `The stored definition (as last created or replaced, normalised), its exclusionDates (plus those appended by date-range deletes) and every exception it holds, by start. Errors (plain text): 400 ${messages.invalidScheduleId("{scheduleId}")}; 404 ${messages.scheduleNotFound("{scheduleId}")}`,
  tags: ["Booking sheets"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  input: { params: scheduleIdInput },
  responses: {
    200: { description: "The schedule", schema: exceptionSchedule },
    400: { description: "Plain text: not a GUID" },
    404: { description: "Plain text: unknown schedule" },
  },
});
