import { operation } from "../http/operation";
import { memberErasureResult, erasedMemberName } from "@frontdesk/lib/contract/members";

/**
 * Extension (UK GDPR Art. 17, the right to erasure): one transaction that removes what may be removed
 * and keeps what must be kept. The spec has no member update, no alert-list leave and refuses a blank
 * primary address or removing the designated card, so erasure cannot be composed from its endpoints.
 *
 * Removed: consent records (withdrawn, with history entries), medical conditions, addresses, the wallet
 * and its saved cards, waiting (alert-list) places, prospect interactions, user-field values and
 * guardian/dependant links. Anonymised: the member's name, email, phone, date of birth and the online
 * consent guardian's name. Kept: confirmed booking places and booking-discount usage (accounting
 * records), the consent history (evidence of consent and its withdrawal; undeletable) and audit rows.
 */
export const eraseMember = operation({
  method: "post",
  path: "/api/members/:memberId/erasure",
  summary: "Erase a member's personal data (extension)",
  extension: true,
  description:
    "Not in the spec: records an erasure request and carries it out in one transaction. Removes consent records (each withdrawal written to the consent history), " +
    "medical conditions, both addresses, the wallet and its saved cards, alert-list (waiting) places, prospect interactions, user-field values and member links; " +
    `anonymises the member record (first and last name become '${erasedMemberName.firstName}' '${erasedMemberName.lastName}'; email, phone, date of birth and the online consent guardian name are cleared). ` +
    "Keeps confirmed booking places and booking-discount usage (accounting records), the consent history and audit entries. " +
    "The member id remains, so bookings still resolve. No body. Answers what was removed, anonymised and kept; repeating it removes nothing more. " +
    "Member-scoped; unknown member 404 'Member with ID {memberId} does not exist' (plain text).",
  tags: ["Members: front desk"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  memberScoped: true,
  responses: {
    200: { description: "What the erasure removed, anonymised and kept", schema: memberErasureResult },
    404: { description: "Member with ID {memberId} does not exist" },
  },
});
