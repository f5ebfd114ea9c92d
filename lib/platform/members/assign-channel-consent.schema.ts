import { operation } from "../http/operation";
import { memberConsent, assignChannelConsentRequest } from "@frontdesk/lib/contract/members";
import { consentGate } from "./consent-view";

export const assignChannelConsent = operation({
  method: "put",
  path: "/api/members/:memberId/communication-channels",
  summary: "Grant or withdraw a member's agreement to a communication channel",
  description:
    "granted true creates (or re-captures) the channel agreement, captureDate defaulting to now; granted false deletes it. channelId is one of the live channel list " +
    "(GET /api/configuration/consent/communication-channels), matched case-insensitively. Every write updates modifiedOn and appends to the permanent consent history. " +
    "Failures are 400 plain text: Channel ID {id} does not exist.",
  tags: ["Members: consent"],
  ...consentGate,
  memberScoped: true,
  input: { body: assignChannelConsentRequest },
  responses: {
    200: { description: "The MemberConsent after the change", schema: memberConsent },
    400: { description: "Plain text, e.g. Channel ID {id} does not exist." },
    404: { description: "Member with ID {memberId} does not exist" },
  },
});
