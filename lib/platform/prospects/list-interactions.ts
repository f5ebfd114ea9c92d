import { and, asc, eq } from "drizzle-orm";
import { interactionSubTypes, prospectInteractions } from "../db/schema";
import { route } from "../http/route";
import { requireMember, toProspectInteraction } from "./interaction-record";
import * as declared from "./list-interactions.schema";

/** Related to endpoint 9: a member's interactions (sandbox-contract §5). */
export const listInteractions = route(declared.listInteractions, async (ctx) => {
  const { memberId } = ctx.input.params;
  const { status } = ctx.input.query;
  await requireMember(ctx.db, memberId);
  const rows = await ctx.db
    .select({ row: prospectInteractions, interactionTypeId: interactionSubTypes.interactionTypeId })
    .from(prospectInteractions)
    .innerJoin(interactionSubTypes, eq(interactionSubTypes.id, prospectInteractions.interactionSubTypeId))
    .where(
      and(
        eq(prospectInteractions.memberId, memberId),
        status === undefined ? undefined : eq(prospectInteractions.interactionStatus, status),
      ),
    )
    .orderBy(asc(prospectInteractions.id));
  return ctx.answer(
    200,
    rows.map((r) => toProspectInteraction(r.row, r.interactionTypeId)),
  );
});
