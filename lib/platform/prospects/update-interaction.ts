import { and, eq } from "drizzle-orm";
import { interactionMessages as messages } from "@frontdesk/lib/contract/prospects";
import { prospectInteractions } from "../db/schema";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { requireMember, resolveReferences } from "./interaction-record";
import { toOperatorWallClock } from "./operator-time";
import * as declared from "./update-interaction.schema";

/** Endpoint 10. */
export const updateInteraction = route(declared.updateInteraction, async (ctx) => {
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
  return ctx.empty(204);
});
