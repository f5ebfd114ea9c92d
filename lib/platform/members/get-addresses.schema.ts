import { operation } from "../http/operation";
import { memberAddresses } from "@frontdesk/lib/contract/members";
import { addressGate } from "./address-record";

export const getAddresses = operation({
  method: "get",
  path: "/api/members/:memberId/addresses",
  summary: "Read a member's addresses (extension)",
  extension: true,
  description:
    "address1 is the home address, address2 the work address; null when never stored. Read counterpart of PUT /api/members/{memberId}/addresses.",
  tags: ["Members: addresses"],
  ...addressGate,
  memberScoped: true,
  responses: {
    200: { description: "The member's addresses", schema: memberAddresses },
    404: { description: "Member with ID {memberId} does not exist" },
  },
});
