import { operation } from "../http/operation";
import { interactionMessages as messages } from "@frontdesk/lib/contract/prospects";
import { interactionPath } from "./interaction-record";

/** Related to endpoint 9: delete one of a member's interactions. */
export const deleteInteraction = operation({
  method: "delete",
  path: "/api/members/prospects/:memberId/interactions/:id",
  summary: "Delete a prospect interaction",
  description:
    "204 with an empty body. Errors (plain text), in this order: 400 A valid memberId is required.; 422 Member {memberId} does not exist.; " +
    "404 Interaction {id} was not found for member {memberId}. (also for an id that is not a positive integer).",
  tags: ["Prospects"],
  products: [],
  features: ["PROSPECTS"],
  input: { params: interactionPath(messages.memberRequired) },
  responses: {
    204: { description: "Deleted" },
    400: { description: "Plain-text message" },
    404: { description: "Plain-text message: no such interaction for the member" },
    422: { description: "Plain-text message: unknown member" },
  },
});
