import { operation } from "../http/operation";
import { memberConsent } from "@frontdesk/lib/contract/members";
import { consentGate } from "./consent-view";

export const getConsent = operation({
  method: "get",
  path: "/api/members/:memberId/consent",
  summary: "Read a member's consent",
  description:
    "Current consent only: legal-agreement dates, campaign consents (marketing and data-processing in separate arrays) and channel agreements. " +
    "An absent entry means no consent is held (never permission). guardianName is present on a campaign entry only when the member was below the age of consent at capture.",
  tags: ["Members: consent"],
  ...consentGate,
  memberScoped: true,
  responses: {
    200: { description: "MemberConsent", schema: memberConsent },
    404: { description: "Member with ID {memberId} does not exist (plain text)" },
  },
});
