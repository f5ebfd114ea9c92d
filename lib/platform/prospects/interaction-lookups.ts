import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  interactionMessages as messages,
  interactionOutcomeSchema,
  interactionSubTypeSchema,
  interactionTypeSchema,
} from "@/lib/contract/prospects";
import type { Executor } from "../db/client";
import { interactionOutcomes, interactionSubTypes, interactionTypes } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route, type InputParser } from "../http/route";
import { interactionTypeOf } from "./interaction-record";

const gate = { tags: ["Prospects"], products: [] as string[], features: ["PROSPECTS"] };

/** The configured interaction type of a path typeId (case-insensitive), else 404 plain text. */
async function requireType(db: Executor, typeId: string) {
  const [type] = await db
    .select({ id: interactionTypes.id })
    .from(interactionTypes)
    .where(sql`upper(${interactionTypes.id}) = upper(${typeId})`)
    .limit(1);
  if (!type) throw PlatformError.text(404, messages.typeMissing(typeId));
  return type.id;
}

/** The declared path of the per-type lookups: typeId names a configured type (any case), else 404. */
const typePath = {
  schema: z.object({ typeId: z.string().describe("Interaction type id (case-insensitive)") }),
  parse: async (params, ctx) => ({ typeId: await requireType(ctx.db, params.typeId) }),
} satisfies InputParser<Record<string, string>, { typeId: string }>;

/** Lookup named by endpoint 9's "Related": the interaction types. */
export const listInteractionTypes = route(
  {
    method: "get",
    path: "/api/configuration/interaction-types",
    summary: "List interaction types",
    description:
      "Every configured interaction type with its interactionType enum (0 CALL, 1 TASK, 2 APPOINTMENT, null otherwise), ordered by id.",
    ...gate,
    responses: {
      200: { description: "Interaction types", schema: z.array(interactionTypeSchema) },
    },
  },
  async (ctx) => {
    const rows = await ctx.db.select().from(interactionTypes).orderBy(asc(interactionTypes.id));
    return reply.json(
      rows.map((t) => ({ id: t.id, description: t.description, interactionType: interactionTypeOf(t.id) })),
    );
  },
);

/** Lookup named by endpoint 9's "Related": the sub types of an interaction type. */
export const listInteractionSubTypes = route(
  {
    method: "get",
    path: "/api/configuration/interaction-types/:typeId/sub-types",
    summary: "List the sub types of an interaction type",
    description:
      "Ordered by id. 404 Interaction type '{typeId}' does not exist. (plain text) for an unknown type; typeId matches case-insensitively.",
    ...gate,
    input: { params: typePath },
    responses: {
      200: { description: "Sub types", schema: z.array(interactionSubTypeSchema) },
      404: { description: "Plain-text message: unknown interaction type" },
    },
  },
  async (ctx) => {
    const { typeId } = ctx.input.params;
    const rows = await ctx.db
      .select()
      .from(interactionSubTypes)
      .where(eq(interactionSubTypes.interactionTypeId, typeId))
      .orderBy(asc(interactionSubTypes.id));
    return reply.json(
      rows.map((s) => ({ id: s.id, description: s.description, interactionTypeId: s.interactionTypeId })),
    );
  },
);

/** Lookup named by endpoint 9's "Related": the outcomes of an interaction type. */
export const listInteractionOutcomes = route(
  {
    method: "get",
    path: "/api/configuration/interaction-types/:typeId/outcomes",
    summary: "List the outcomes of an interaction type",
    description:
      "Ordered by id. 404 Interaction type '{typeId}' does not exist. (plain text) for an unknown type; typeId matches case-insensitively.",
    ...gate,
    input: { params: typePath },
    responses: {
      200: { description: "Outcomes", schema: z.array(interactionOutcomeSchema) },
      404: { description: "Plain-text message: unknown interaction type" },
    },
  },
  async (ctx) => {
    const { typeId } = ctx.input.params;
    const rows = await ctx.db
      .select()
      .from(interactionOutcomes)
      .where(eq(interactionOutcomes.interactionTypeId, typeId))
      .orderBy(asc(interactionOutcomes.id));
    return reply.json(
      rows.map((o) => ({ id: o.id, description: o.description, interactionTypeId: o.interactionTypeId })),
    );
  },
);
