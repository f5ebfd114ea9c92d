import { and, eq } from "drizzle-orm";
import { interactionMessages as messages } from "@frontdesk/lib/contract/prospects";
import { prospectInteractions } from "../db/schema";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { requireMember } from "./interaction-record";
import * as declared from "./delete-interaction.schema";

/** Related to endpoint 9: delete one of a member's interactions. */
export const deleteInteraction = route(declared.deleteInteraction, async (ctx) => {
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
  return ctx.empty(204);
});
