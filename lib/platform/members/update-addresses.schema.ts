import { operation } from "../http/operation";
import { updateAddressesRequest } from "@frontdesk/lib/contract/members";
import { addressGate } from "./address-record";

export const updateAddresses = operation({
  method: "put",
  path: "/api/members/:memberId/addresses",
  summary: "Update a member's addresses",
  description:
    "address1 is the home address, address2 the work address. An omitted (or null) address object is left untouched; an included object replaces the whole address, " +
    "omitted lines becoming empty strings. isPrimary true makes that address primary, false makes the other one primary, omitted on both keeps the designation; " +
    "address2 is applied after address1 and wins. Order of checks: length and type breaches (400 model-state object keyed by field, e.g. " +
    '{"AddressLine1":["AddressLine1 cannot be more than 75 characters"]}), unknown member (404 plain text), isPrimary true on both (400 plain text), ' +
    "a completely blank primary address (400 plain text). Where the original answers 500 for an explicit null line, this sandbox answers 400 model-state " +
    '{"AddressLine2":["AddressLine2 cannot be null; send an empty string"]}.',
  tags: ["Members: addresses"],
  ...addressGate,
  memberScoped: true,
  errorKind: "modelState",
  input: { body: updateAddressesRequest },
  responses: {
    204: { description: "Saved" },
    400: { description: "Model-state object keyed by field (lengths, null lines) or plain text (primary rules)" },
    404: { description: "Member with ID {memberId} does not exist" },
  },
});
