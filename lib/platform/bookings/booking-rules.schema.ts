import { z } from "zod";
import { operation } from "../http/operation";
import { bookingRules, bookingRulesRequest } from "../../contract/booking-places";
import { jsonBody, placesGate } from "./places.schema";

const text = z.string();

const sitePath = z.object({ siteId: z.string().max(15, { error: "siteId is too long" }) });

export const readBookingRules = operation({
  method: "get",
  path: "/api/sites/:siteId/booking-rules",
  summary: "A site's booking rules: its cancellation window and late-cancellation rule (extension)",
  description:
    "How close to a session's start a cancellation at the site is late (cancellationWindowMinutes), and how many late cancellations and no-shows (strikeLimit, null: no rule) within strikeDays suspend a member's booking at the site for suspendDays. A site never set has no window and no rule (updatedAt null). Errors (plain text): 404 'Site {siteId} does not exist'.",
  ...placesGate,
  input: { params: sitePath },
  responses: {
    200: { description: "The site's booking rules", schema: bookingRules },
    404: { description: "Site {siteId} does not exist", schema: text, kind: "text" },
  },
});

export const saveBookingRules = operation({
  method: "put",
  path: "/api/sites/:siteId/booking-rules",
  summary: "Set a site's booking rules (extension)",
  description:
    "Body { cancellationWindowMinutes (0 to 10080), strikeLimit (1 to 100, or null), strikeDays, suspendDays (1 to 365) }. Applies at once to every cancellation and booking after it: a member's standing is read from their history, so a new rule counts the strikes already made. Errors (plain text): 400 the body, 404 'Site {siteId} does not exist'.",
  ...placesGate,
  input: { params: sitePath, body: jsonBody(bookingRulesRequest) },
  responses: {
    200: { description: "The site's booking rules, as saved", schema: bookingRules },
    400: { description: "An invalid body (plain text)", schema: text, kind: "text" },
    404: { description: "Site {siteId} does not exist", schema: text, kind: "text" },
  },
});
