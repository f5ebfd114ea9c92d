import { operation } from "../http/operation";
import { memberConsent, updateConsentRequest } from "@frontdesk/lib/contract/members";
import { consentGate } from "./consent-view";

export const updateConsent = operation({
  method: "put",
  path: "/api/members/:memberId/consent",
  summary: "Change a member's legal-agreement consent data",
  description:
    "Changes legal-agreement data only (privacyPolicySigned and the three signed dates). An omitted key keeps its stored value; null clears a date. " +
    "Every write updates modifiedOn and appends to the permanent consent history. Invalid bodies give 400 plain text.",
  tags: ["Members: consent"],
  ...consentGate,
  memberScoped: true,
  input: { body: updateConsentRequest },
  responses: {
    200: { description: "The MemberConsent after the change", schema: memberConsent },
    400: { description: "Plain-text validation message" },
    404: { description: "Member with ID {memberId} does not exist" },
  },
});
