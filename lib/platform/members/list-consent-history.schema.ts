import { operation } from "../http/operation";
import { consentHistoryEntry } from "@frontdesk/lib/contract/members";
import { z } from "zod";
import { consentGate } from "./consent-view";

export const listConsentHistory = operation({
  method: "get",
  path: "/api/members/:memberId/consent/history",
  summary: "Read a member's consent history (extension)",
  extension: true,
  description:
    "The permanent, undeletable history of consent changes, newest first: grants and withdrawals of campaign and channel consent and changes to legal-agreement data. " +
    "subjectName is the name at the time of the change.",
  tags: ["Members: consent"],
  ...consentGate,
  memberScoped: true,
  responses: {
    200: { description: "History entries, newest first", schema: z.array(consentHistoryEntry) },
    404: { description: "Member with ID {memberId} does not exist" },
  },
});
