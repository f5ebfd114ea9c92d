import { operation } from "../http/operation";
import { type InteractionFields, readInteractionFields, interactionPath } from "./interaction-record";
import type { InputParser } from "../http/route";
import { isPlainObject } from "../http/input";
import { interactionMessages as messages, updateInteractionSchema } from "@frontdesk/lib/contract/prospects";
import { PlatformError } from "../http/errors";

/** Endpoint 10's body: missing, malformed or not an object is 400; an empty sub type has its own 400. */
const updateInteractionBody = {
  schema: updateInteractionSchema,
  malformed: () => PlatformError.text(400, messages.updateRequired),
  parse: (raw) => {
    if (!isPlainObject(raw)) throw PlatformError.text(400, messages.updateRequired);
    const subType = raw.interactionSubTypeId;
    if (typeof subType === "string" && subType.trim() === "")
      throw PlatformError.text(400, messages.updateSubTypeEmpty);
    return readInteractionFields(raw, "update");
  },
} satisfies InputParser<unknown, InteractionFields>;

/** Endpoint 10. */
export const updateInteraction = operation({
  method: "put",
  path: "/api/members/prospects/:memberId/interactions/:id",
  summary: "Update a prospect interaction",
  description: [
    "Partial update: omitted or null fields keep their value; text and dates cannot be cleared (an empty or whitespace-only text keeps the stored value); reminder -1 turns the reminder off.",
    "Order of checks: 400 A valid memberId and request body are required. (memberId not positive, body missing, malformed JSON or not an object);",
    "400 interactionSubTypeId, when supplied, must be a non-empty value.; 400 wrong JSON types and an unparseable nextActionDate;",
    "400 limits as on creation (duration, reminder, details, scheduledWith, scheduledBy, interactionSubTypeId, priority, interactionStatus);",
    "422 Member {memberId} does not exist.; 404 Interaction {id} was not found for member {memberId}. (also for an id that is not a positive integer);",
    "422 sub type, outcome and outcome's interaction type, checked on the merged record.",
    "Any interactionStatus 1 to 4 is accepted with no cross-check against nextActionDate or outcome. lastActionUserId and lastActionDate are re-stamped.",
  ].join(" "),
  tags: ["Prospects"],
  products: [],
  features: ["PROSPECTS"],
  input: { params: interactionPath(messages.updateRequired), body: updateInteractionBody },
  responses: {
    204: { description: "Updated" },
    400: { description: "Plain-text message" },
    404: { description: "Plain-text message: no such interaction for the member" },
    422: {
      description: "Plain-text message: unknown member, sub type or outcome, or an outcome of another interaction type",
    },
  },
});
