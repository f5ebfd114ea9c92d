import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { route, reply } from "../http/route";
import { PlatformError } from "../http/errors";
import { bodyProp, lookupPath, objectBody, parseDigitsId, positiveInt32 } from "../http/input";
import { emailTemplates, templateQueries, templateTypes } from "../db/schema";
import {
  emailTemplateSummary,
  saveEmailTemplateRequest,
  templateQuery,
  templateType,
} from "@/lib/contract/communications";
import { communicationsGate, findQuery, findTemplate } from "./email-template-setup-view";

const tags = ["Communications"];
const bad = (message: string) => PlatformError.text(400, message);

/**
 * The save body (names in any case; an empty body changes nothing; not an object is 400), every
 * 400 before the template's 404. undefined means omitted (kept); config null clears it; html and
 * description null are ignored.
 */
function readSaveBody(raw: unknown): { config?: string | null; html?: string; description?: string; queryId?: number } {
  const body = objectBody("text", raw, {});
  const config = bodyProp(body, "config");
  const html = bodyProp(body, "html");
  const description = bodyProp(body, "description");
  const rawQueryId = bodyProp(body, "queryId");
  if (config !== undefined && config !== null) {
    let valid = typeof config === "string";
    if (valid) {
      try {
        JSON.parse(config as string);
      } catch {
        valid = false;
      }
    }
    if (!valid) throw bad("Config must be a JSON document");
  }
  if (html !== undefined && html !== null && typeof html !== "string") throw bad("Html must be a string");
  if (description !== undefined && description !== null) {
    if (typeof description !== "string" || description.trim() === "") throw bad("Description must be specified");
    if (description.length > 255) throw bad("Description cannot be more than 255 characters");
  }
  const queryId = rawQueryId === undefined || rawQueryId === null ? undefined : positiveInt32(rawQueryId);
  if (queryId === undefined && rawQueryId !== undefined && rawQueryId !== null) throw bad("QueryId must be specified");
  return {
    config: config as string | null | undefined,
    html: typeof html === "string" ? html : undefined,
    description: typeof description === "string" ? description : undefined,
    queryId,
  };
}

/** Every email template, for the template list. */
export const listEmailTemplates = route(
  {
    method: "get",
    path: "/api/communications/email-templates",
    summary: "List email templates",
    description: "Ordered by id; saved is false until editor content was first saved (config null).",
    tags,
    ...communicationsGate,
    responses: {
      200: { description: "Array of templates", schema: z.array(emailTemplateSummary) },
    },
  },
  async (ctx) => {
    const rows = await ctx.db.select().from(emailTemplates).orderBy(asc(emailTemplates.id));
    return reply.json(
      rows.map((t) => ({
        id: t.id,
        description: t.description,
        queryId: t.queryId,
        templateTypeId: t.templateTypeId,
        saved: t.config !== null,
      })),
    );
  },
);

/** Saves the editor's content: config (verbatim JSON text), html and description; omitted keeps. */
export const saveEmailTemplate = route(
  {
    method: "put",
    path: "/api/communications/email-templates/:templateId",
    summary: "Save an email template's editor content",
    description:
      "Body { config, html, description, queryId }, each optional (omitted keeps the stored value; config null clears it). config must be a string holding a JSON document, stored verbatim. " +
      "queryId binds the template to another data query: the way back for a template whose query was removed (endpoint 18 answers 404 for it until then). " +
      "Plain-text 400s: Config must be a JSON document, Html must be a string, Description must be specified, Description cannot be more than 255 characters, QueryId must be specified (not a positive whole number); " +
      "404 Template Detail for Id {templateId} does not exist., then 404 Query with id {queryId} does not exist.",
    tags,
    ...communicationsGate,
    input: {
      params: lookupPath(["templateId"], parseDigitsId),
      body: { schema: saveEmailTemplateRequest, parse: readSaveBody },
    },
    responses: {
      204: { description: "Saved" },
      400: { description: "Plain text", kind: "text" },
      404: { description: "Plain text", kind: "text" },
    },
  },
  async (ctx) => {
    const { config, html, description, queryId } = ctx.input.body;
    const { id, raw } = ctx.input.params.templateId;
    const template = id === undefined ? undefined : await findTemplate(ctx.db, id);
    if (!template) throw PlatformError.text(404, `Template Detail for Id ${raw} does not exist.`);
    if (queryId !== undefined && !(await findQuery(ctx.db, queryId)))
      throw PlatformError.text(404, `Query with id ${queryId} does not exist.`);
    const changes: Partial<typeof emailTemplates.$inferInsert> = {};
    if (config !== undefined) changes.config = config;
    if (html !== undefined) changes.html = html;
    if (description !== undefined) changes.description = description;
    if (queryId !== undefined) changes.queryId = queryId;
    if (Object.keys(changes).length)
      await ctx.db.transaction((tx) =>
        tx.update(emailTemplates).set(changes).where(eq(emailTemplates.id, template.id)),
      );
    return reply.empty(204);
  },
);

/** Lookup: the data queries a template can be bound to. */
export const listTemplateQueries = route(
  {
    method: "get",
    path: "/api/communications/queries",
    summary: "List template queries",
    tags,
    ...communicationsGate,
    responses: {
      200: { description: "Array of queries", schema: z.array(templateQuery) },
    },
  },
  async (ctx) => {
    const rows = await ctx.db.select().from(templateQueries).orderBy(asc(templateQueries.id));
    return reply.json(
      rows.map((q) => ({
        id: q.id,
        name: q.name,
        kind: q.kind,
        tables: q.tables ?? [],
        columns: q.kind === "sql" ? (q.columns ?? []) : [],
      })),
    );
  },
);

/** Lookup: template types. */
export const listTemplateTypes = route(
  {
    method: "get",
    path: "/api/communications/template-types",
    summary: "List template types",
    tags,
    ...communicationsGate,
    responses: {
      200: { description: "Array of template types", schema: z.array(templateType) },
    },
  },
  async (ctx) =>
    reply.json(
      await ctx.db
        .select({ id: templateTypes.id, description: templateTypes.description })
        .from(templateTypes)
        .orderBy(asc(templateTypes.id)),
    ),
);
