import { operation } from "../http/operation";
import {
  prospectInteractionSchema,
  interactionMessages as messages,
  createInteractionSchema,
} from "@frontdesk/lib/contract/prospects";
import { type InteractionFields, readInteractionFields, interactionPath } from "./interaction-record";
import type { InputParser } from "../http/route";
import { isPlainObject } from "../http/input";
import { PlatformError } from "../http/errors";

/** Endpoint 9's body: a missing, malformed or non-object body, or an empty sub type, is the one required-fields 400. */
const createInteractionBody = {
  schema: createInteractionSchema,
  malformed: () => PlatformError.text(400, messages.createRequired),
  parse: (raw) => {
    const body = isPlainObject(raw) ? raw : undefined;
    const subType = body?.interactionSubTypeId;
    if (!body || subType === undefined || subType === null || (typeof subType === "string" && subType.trim() === ""))
      throw PlatformError.text(400, messages.createRequired);
    return readInteractionFields(body, "create");
  },
} satisfies InputParser<unknown, InteractionFields>;

/** Endpoint 9. */
export const createInteraction = operation({
  method: "post",
  path: "/api/members/prospects/:memberId/interactions",
  summary: "Create a prospect interaction",
  description: [
    "memberId must be a positive id of an existing member; prospect status is not required and the token's member is not compared with it.",
    "Order of checks: 400 A valid memberId and a non-empty interactionSubTypeId are required. (memberId not positive, body missing, malformed JSON or not an object, sub type missing, empty or whitespace);",
    "400 for a wrong JSON type (`<field> must be a string.` / `<field> must be an integer.`) and for an unparseable nextActionDate;",
    "400 limits in this order: duration, reminder, details, scheduledWith, scheduledBy, interactionSubTypeId, then priority (1 to 3) and interactionStatus (1 to 4), which the spec leaves unchecked and this sandbox answers with a clear 400;",
    "then 422, first problem found: member, sub type, outcome, outcome's interaction type.",
    "Server-set: raisedByUserId and lastActionUserId are the token subject; raisedDate and lastActionDate the server clock (UTC).",
    "nextActionDate is stored as Europe/London wall clock and returned with that zone's offset at that date; a value sent without an offset is read as Europe/London wall clock.",
  ].join(" "),
  tags: ["Prospects"],
  products: [],
  features: ["PROSPECTS"],
  input: { params: interactionPath(messages.createRequired), body: createInteractionBody },
  responses: {
    201: { description: "The new interaction", schema: prospectInteractionSchema },
    400: { description: "Plain-text message (required fields, types, limits)" },
    422: {
      description: "Plain-text message: unknown member, sub type or outcome, or an outcome of another interaction type",
    },
  },
});
