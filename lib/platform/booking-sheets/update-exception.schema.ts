import { operation } from "../http/operation";
import { exceptionUpdateResult } from "../../contract/booking-sheets";
import { scheduleDefinitionInput } from "./schedule-definition";
import { dryRunInput, scheduleIdInput } from "./save-exception-schedule";
import { scheduleValidationDescription } from "./messages";

/** PUT /api/booking-sheets/exception/{scheduleId} (spec endpoint 6): replaces a schedule's definition and future exceptions. */
export const updateException = operation({
  method: "put",
  path: "/api/booking-sheets/exception/:scheduleId",
  summary: "Update booking-sheet exceptions of a schedule",
  description:
    "The body is the full schedule definition and replaces the stored one: the schedule's exceptions that are not yet over are deleted and regenerated; finished ones stay. " +
    "Omitted days, notes and exclusion dates are not carried over (omitting exclusionDates reinstates dates removed by the date-range delete). Nothing is written unless every check passes; one transaction.\n\n" +
    scheduleValidationDescription,
  tags: ["Booking sheets"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  errorKind: "text",
  input: { params: scheduleIdInput, query: dryRunInput, body: scheduleDefinitionInput },
  responses: {
    200: {
      description:
        "exceptionsUpdated = dates x products and the path scheduleId; or, when no dates are generated, exceptionsUpdated 0, the all-zero scheduleId and errors [No valid dates found for the specified days]",
      schema: exceptionUpdateResult,
    },
    400: {
      description: "Plain-text validation message, or the full result with overlappingExceptions (self-overlap)",
      schema: exceptionUpdateResult,
    },
    404: { description: "Plain text: No exceptions found for Schedule ID '{scheduleId}'." },
    409: {
      description:
        "Full result with existingExceptions and/or existingBookings (this schedule's own exceptions excluded)",
      schema: exceptionUpdateResult,
    },
  },
});
