import { asc, eq } from "drizzle-orm";
import { interactionOutcomes, interactionSubTypes, interactionTypes } from "../db/schema";
import { reply, route } from "../http/route";
import { interactionTypeOf } from "./interaction-record";
import * as declared from "./interaction-lookups.schema";

/** Lookup named by endpoint 9's "Related": the interaction types. */
export const listInteractionTypes = route(declared.listInteractionTypes, async (ctx) => {
  const rows = await ctx.db.select().from(interactionTypes).orderBy(asc(interactionTypes.id));
  return reply.json(
    rows.map((t) => ({ id: t.id, description: t.description, interactionType: interactionTypeOf(t.id) })),
  );
});

/** Lookup named by endpoint 9's "Related": the sub types of an interaction type. */
export const listInteractionSubTypes = route(declared.listInteractionSubTypes, async (ctx) => {
  const { typeId } = ctx.input.params;
  const rows = await ctx.db
    .select()
    .from(interactionSubTypes)
    .where(eq(interactionSubTypes.interactionTypeId, typeId))
    .orderBy(asc(interactionSubTypes.id));
  return reply.json(
    rows.map((s) => ({ id: s.id, description: s.description, interactionTypeId: s.interactionTypeId })),
  );
});

/** Lookup named by endpoint 9's "Related": the outcomes of an interaction type. */
export const listInteractionOutcomes = route(declared.listInteractionOutcomes, async (ctx) => {
  const { typeId } = ctx.input.params;
  const rows = await ctx.db
    .select()
    .from(interactionOutcomes)
    .where(eq(interactionOutcomes.interactionTypeId, typeId))
    .orderBy(asc(interactionOutcomes.id));
  return reply.json(
    rows.map((o) => ({ id: o.id, description: o.description, interactionTypeId: o.interactionTypeId })),
  );
});
