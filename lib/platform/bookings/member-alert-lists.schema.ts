import { operation } from "../http/operation";
import { z } from "zod";
import { memberAlertListPlaces } from "../../contract/bookings";

/**
 * Extension: the alert lists a member waits on (the desk's "on a waiting list" alert and the data
 * export). The spec lists a booking's alert list nowhere by member, so this read is the sandbox's.
 */
export const listMemberAlertLists = operation({
  method: "get",
  path: "/api/members/:memberId/alert-lists",
  summary: "List a member's alert-list places (sandbox extension)",
  description:
    "Not in the spec. Every waiting (alert-list) place of the member, the session's start first, with the member's position on that list " +
    "(members who joined before, plus one). Member-scoped like endpoint 7; an unknown member gives 404 'Invalid Member ID {memberId}: member doesn't exist' (plain text).",
  tags: ["Bookings"],
  products: ["FOH", "CONSUMER"],
  features: ["ONLINEBOOK", "FOHGENERIC"],
  memberScoped: true,
  responses: {
    200: { description: "The member's alert-list places", schema: memberAlertListPlaces },
    404: {
      description: "Invalid Member ID {memberId}: member doesn't exist",
      schema: z.string(),
      kind: "text",
    },
  },
});
