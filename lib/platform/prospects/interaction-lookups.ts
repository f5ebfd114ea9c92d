import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { interactionOutcomes, interactionSubTypes, interactionTypes } from "../db/schema";
import { route } from "../http/route";
import { interactionTypeOf } from "./interaction-record";
import * as declared from "./interaction-lookups.schema";

/** Lookup named by endpoint 9's "Related": the interaction types. */
export const listInteractionTypes = route(declared.listInteractionTypes, async (ctx) => {
  const rows = await ctx.db.select().from(interactionTypes).orderBy(asc(interactionTypes.id));
  return ctx.answer(
    200,
    rows.map((t) => ({ id: t.id, description: t.description, interactionType: interactionTypeOf(t.id) })),
  );
});

/** The sub types of an interaction type (their ids are strings). */
const subTypesOf = (db: Database, typeId: string) =>
  db
    .select({
      id: interactionSubTypes.id,
      description: interactionSubTypes.description,
      interactionTypeId: interactionSubTypes.interactionTypeId,
    })
    .from(interactionSubTypes)
    .where(eq(interactionSubTypes.interactionTypeId, typeId))
    .orderBy(asc(interactionSubTypes.id));

/** The outcomes of an interaction type (their ids are integers). */
const outcomesOf = (db: Database, typeId: string) =>
  db
    .select({
      id: interactionOutcomes.id,
      description: interactionOutcomes.description,
      interactionTypeId: interactionOutcomes.interactionTypeId,
    })
    .from(interactionOutcomes)
    .where(eq(interactionOutcomes.interactionTypeId, typeId))
    .orderBy(asc(interactionOutcomes.id));

/** Lookup named by endpoint 9's "Related": the sub types of an interaction type. */
export const listInteractionSubTypes = route(declared.listInteractionSubTypes, async (ctx) =>
  ctx.answer(200, await subTypesOf(ctx.db, ctx.input.params.typeId)),
);

/** Lookup named by endpoint 9's "Related": the outcomes of an interaction type. */
export const listInteractionOutcomes = route(declared.listInteractionOutcomes, async (ctx) =>
  ctx.answer(200, await outcomesOf(ctx.db, ctx.input.params.typeId)),
);
