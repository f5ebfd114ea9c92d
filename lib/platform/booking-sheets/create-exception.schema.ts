import { operation } from "../http/operation";
import { exceptionUpdateResult } from "../../contract/booking-sheets";
import { scheduleDefinitionInput } from "./schedule-definition";
import { dryRunInput } from "./save-exception-schedule";
import { scheduleValidationDescription } from "./messages";

/** POST /api/booking-sheets/exception: creates a schedule and its exceptions (sandbox-contract §5). */
export const createException = operation({
  method: "post",
  path: "/api/booking-sheets/exception",
  summary: "Create a booking-sheet exception schedule",
  description:
    "Creates a schedule from the full definition (the body of the PUT) and writes its exceptions; 201 with the exception update result and the new scheduleId. " +
    "The same checks and status codes as the PUT.\n\n" +
    scheduleValidationDescription,
  tags: ["Booking sheets"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  errorKind: "text",
  input: { query: dryRunInput, body: scheduleDefinitionInput },
  responses: {
    201: {
      description: "Created: exceptionsUpdated = dates x products, the new scheduleId, errors empty",
      schema: exceptionUpdateResult,
    },
    200: {
      description:
        "No dates generated: exceptionsUpdated 0, all-zero scheduleId, errors [No valid dates found for the specified days]; nothing written",
      schema: exceptionUpdateResult,
    },
    400: {
      description: "Plain-text validation message, or the full result with overlappingExceptions (self-overlap)",
      schema: exceptionUpdateResult,
    },
    409: {
      description: "Full result with existingExceptions and/or existingBookings",
      schema: exceptionUpdateResult,
    },
  },
});
