import { operation } from "../http/operation";
import { memberConsent, assignCampaignConsentRequest } from "@frontdesk/lib/contract/members";
import { consentGate } from "./consent-view";

export const assignCampaignConsent = operation({
  method: "put",
  path: "/api/members/:memberId/campaign",
  summary: "Grant or withdraw a member's campaign consent",
  description:
    "granted true creates (or re-captures) the member's consent record for the campaign, captureDate defaulting to now; granted false deletes it. " +
    "guardianName is stored only when the member was below the age of consent (16) at the capture date; for such a member it is required unless the member has an online-consent guardian, whose name is then used. " +
    "Every write updates modifiedOn and appends to the permanent consent history. Failures are 400 plain text: Campaign ID {id} does not exist. for an unknown or inactive campaign (withdrawal of an inactive campaign is allowed).",
  tags: ["Members: consent"],
  ...consentGate,
  memberScoped: true,
  input: { body: assignCampaignConsentRequest },
  responses: {
    200: { description: "The MemberConsent after the change", schema: memberConsent },
    400: { description: "Plain text, e.g. Campaign ID {id} does not exist." },
    404: { description: "Member with ID {memberId} does not exist" },
  },
});
