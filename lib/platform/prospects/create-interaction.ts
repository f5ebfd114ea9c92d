import { prospectInteractions } from "../db/schema";
import { route } from "../http/route";
import { requireMember, resolveReferences, toProspectInteraction } from "./interaction-record";
import { toOperatorWallClock } from "./operator-time";
import * as declared from "./create-interaction.schema";

/** Endpoint 9. */
export const createInteraction = route(declared.createInteraction, async (ctx) => {
  const { memberId } = ctx.input.params;
  const fields = ctx.input.body;

  const created = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, memberId);
    const resolved = await resolveReferences(tx, fields.interactionSubTypeId!, fields.outcomeOfInteractionTypeId);
    const now = new Date();
    const [row] = await tx
      .insert(prospectInteractions)
      .values({
        memberId,
        interactionSubTypeId: resolved.id,
        details: fields.details ?? null,
        nextActionDate: fields.nextActionDate ? toOperatorWallClock(fields.nextActionDate) : null,
        scheduledWith: fields.scheduledWith ?? null,
        scheduledBy: fields.scheduledBy ?? null,
        outcomeOfInteractionTypeId: fields.outcomeOfInteractionTypeId ?? null,
        duration: fields.duration ?? null,
        priority: fields.priority ?? null,
        emailConfirmationType: fields.emailConfirmationType ?? null,
        interactionStatus: fields.interactionStatus ?? null,
        reminder: fields.reminder ?? null,
        raisedByUserId: ctx.claims.sub,
        raisedDate: now,
        lastActionUserId: ctx.claims.sub,
        lastActionDate: now,
      })
      .returning();
    return toProspectInteraction(row, resolved.interactionTypeId);
  });
  return ctx.answer(201, created);
});
