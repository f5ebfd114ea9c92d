import { and, eq } from "drizzle-orm";
import { interactionMessages as messages, updateInteractionSchema } from "@/lib/contract/prospects";
import { prospectInteractions } from "../db/schema";
import { PlatformError } from "../http/errors";
import { isPlainObject } from "../http/input";
import { reply, route, type InputParser } from "../http/route";
import {
  interactionPath,
  readInteractionFields,
  requireMember,
  resolveReferences,
  type InteractionFields,
} from "./interaction-record";
import { toOperatorWallClock } from "./operator-time";

/** Endpoint 10's body: missing, malformed or not an object is 400; an empty sub type has its own 400. */
export const updateInteractionBody = {
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
export const updateInteraction = route(
  {
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
        description:
          "Plain-text message: unknown member, sub type or outcome, or an outcome of another interaction type",
      },
    },
  },
  async (ctx) => {
    const { memberId, id, rawId } = ctx.input.params;
    const fields = ctx.input.body;

    await ctx.db.transaction(async (tx) => {
      await requireMember(tx, memberId);
      const [stored] =
        id === undefined
          ? []
          : await tx
              .select()
              .from(prospectInteractions)
              .where(and(eq(prospectInteractions.id, id), eq(prospectInteractions.memberId, memberId)))
              .for("update");
      if (!stored) throw PlatformError.text(404, messages.interactionMissing(rawId ?? "", memberId));

      const outcome = fields.outcomeOfInteractionTypeId ?? stored.outcomeOfInteractionTypeId;
      const resolved = await resolveReferences(tx, fields.interactionSubTypeId ?? stored.interactionSubTypeId, outcome);
      const now = new Date();
      await tx
        .update(prospectInteractions)
        .set({
          interactionSubTypeId: resolved.id,
          details: fields.details ?? stored.details,
          nextActionDate: fields.nextActionDate ? toOperatorWallClock(fields.nextActionDate) : stored.nextActionDate,
          scheduledWith: fields.scheduledWith ?? stored.scheduledWith,
          scheduledBy: fields.scheduledBy ?? stored.scheduledBy,
          outcomeOfInteractionTypeId: outcome,
          duration: fields.duration ?? stored.duration,
          priority: fields.priority ?? stored.priority,
          emailConfirmationType: fields.emailConfirmationType ?? stored.emailConfirmationType,
          interactionStatus: fields.interactionStatus ?? stored.interactionStatus,
          reminder: fields.reminder ?? stored.reminder,
          lastActionUserId: ctx.claims.sub,
          lastActionDate: now,
        })
        .where(eq(prospectInteractions.id, stored.id));
    });
    return reply.empty(204);
  },
);
