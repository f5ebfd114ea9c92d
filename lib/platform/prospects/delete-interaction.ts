import { and, eq } from "drizzle-orm";
import { interactionMessages as messages } from "@/lib/contract/prospects";
import { prospectInteractions } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { interactionPath, requireMember } from "./interaction-record";

/** Related to endpoint 9: delete one of a member's interactions. */
export const deleteInteraction = route(
  {
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
  },
  async (ctx) => {
    const { memberId, id, rawId } = ctx.input.params;
    await ctx.db.transaction(async (tx) => {
      await requireMember(tx, memberId);
      const deleted =
        id === undefined
          ? []
          : await tx
              .delete(prospectInteractions)
              .where(and(eq(prospectInteractions.id, id), eq(prospectInteractions.memberId, memberId)))
              .returning({ id: prospectInteractions.id });
      if (deleted.length === 0) throw PlatformError.text(404, messages.interactionMissing(rawId ?? "", memberId));
    });
    return reply.empty(204);
  },
);
