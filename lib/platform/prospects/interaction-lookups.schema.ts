import { operation } from "../http/operation";
import {
  interactionOutcomeSchema,
  interactionMessages as messages,
  interactionSubTypeSchema,
  interactionTypeSchema,
} from "@frontdesk/lib/contract/prospects";
import { z } from "zod";
import type { InputParser } from "../http/route";
import { PlatformError } from "../http/errors";
import { sql } from "drizzle-orm";
import { interactionTypes } from "../db/schema";
import type { Executor } from "../db/client";

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
export const listInteractionTypes = operation({
  method: "get",
  path: "/api/configuration/interaction-types",
  summary: "List interaction types",
  description:
    "Every configured interaction type with its interactionType enum (0 CALL, 1 TASK, 2 APPOINTMENT, null otherwise), ordered by id.",
  ...gate,
  responses: {
    200: { description: "Interaction types", schema: z.array(interactionTypeSchema) },
  },
});

/** Lookup named by endpoint 9's "Related": the sub types of an interaction type. */
export const listInteractionSubTypes = operation({
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
});

/** Lookup named by endpoint 9's "Related": the outcomes of an interaction type. */
export const listInteractionOutcomes = operation({
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
});
