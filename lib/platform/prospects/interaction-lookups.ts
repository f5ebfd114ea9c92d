import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
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

/** The rows of an interaction type's sub types or outcomes: the two tables have the same columns. */
const ofType = (db: Database, table: typeof interactionSubTypes | typeof interactionOutcomes, typeId: string) =>
  db
    .select({ id: table.id, description: table.description, interactionTypeId: table.interactionTypeId })
    .from(table)
    .where(eq(table.interactionTypeId, typeId))
    .orderBy(asc(table.id));

/** Lookup named by endpoint 9's "Related": the sub types of an interaction type. */
export const listInteractionSubTypes = route(declared.listInteractionSubTypes, async (ctx) =>
  reply.json(await ofType(ctx.db, interactionSubTypes, ctx.input.params.typeId)),
);

/** Lookup named by endpoint 9's "Related": the outcomes of an interaction type. */
export const listInteractionOutcomes = route(declared.listInteractionOutcomes, async (ctx) =>
  reply.json(await ofType(ctx.db, interactionOutcomes, ctx.input.params.typeId)),
);
