import { operation } from "../http/operation";
import { sampleValues } from "@frontdesk/lib/contract/communications";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";
import { z } from "zod";
import { communicationsGate } from "./email-template-setup-view";

/**
 * Extension (not in the spec): what a member's data would put in each placeholder the platform can
 * fill, so the template editor previews a real message instead of "[[FirstName]]". Member fields,
 * the member's home site, and their next booking (else their latest).
 */
export const readSampleValues = operation({
  method: "get",
  path: "/api/communications/sample-values",
  summary: "Placeholder values of a sample member (extension)",
  extension: true,
  description:
    "Query memberId (optional; default the member with the lowest id). 200 { memberId, memberName, values } where values maps placeholder names " +
    "(FirstName, LastName, Email, MemberId, PreferredName, MembershipNumber, SiteName, SitePhone, BookingId, StartDateTime, ActivityName) to text; " +
    "a placeholder the member has no data for is absent. Plain-text 400 memberId must be a positive whole number.; 404 Member with ID {memberId} does not exist.",
  tags: ["Communications"],
  ...communicationsGate,
  input: {
    query: {
      schema: z.object({ memberId: z.string().optional() }),
      parse: (query: URLSearchParams) => {
        const raw = queryValue(query, "memberId");
        if (raw === undefined) return { memberId: undefined };
        if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0)
          throw PlatformError.text(400, "memberId must be a positive whole number.");
        return { memberId: Number(raw) };
      },
    },
  },
  responses: {
    200: { description: "Values by placeholder name", schema: sampleValues },
    400: { description: "Plain text", kind: "text" },
    404: { description: "Plain text", kind: "text" },
  },
});
