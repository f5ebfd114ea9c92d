import { asc, eq } from "drizzle-orm";
import { route } from "../http/route";
import { PlatformError } from "../http/errors";
import { emailTemplates, templateQueries, templateTypes } from "../db/schema";
import { findQuery, findTemplate } from "./email-template-setup-view";
import * as declared from "./email-templates.schema";
import { tellTemplatesChanged } from "./templates-changed";

/** Every email template, for the template list. */
export const listEmailTemplates = route(declared.listEmailTemplates, async (ctx) => {
  const rows = await ctx.db.select().from(emailTemplates).orderBy(asc(emailTemplates.id));
  return ctx.answer(
    200,
    rows.map((t) => ({
      id: t.id,
      description: t.description,
      queryId: t.queryId,
      templateTypeId: t.templateTypeId,
      saved: t.config !== null,
    })),
  );
});

/** Saves the editor's content: config (verbatim JSON text), html and description; omitted keeps. */
export const saveEmailTemplate = route(declared.saveEmailTemplate, async (ctx) => {
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
    await ctx.db.transaction(async (tx) => {
      await tx.update(emailTemplates).set(changes).where(eq(emailTemplates.id, template.id));
      await tellTemplatesChanged(tx);
    });
  return ctx.empty(204);
});

/** Lookup: the data queries a template can be bound to. */
export const listTemplateQueries = route(declared.listTemplateQueries, async (ctx) => {
  const rows = await ctx.db.select().from(templateQueries).orderBy(asc(templateQueries.id));
  return ctx.answer(
    200,
    rows.map((q) => ({
      id: q.id,
      name: q.name,
      kind: q.kind,
      tables: q.tables ?? [],
      columns: q.kind === "sql" ? (q.columns ?? []) : [],
    })),
  );
});

/** Lookup: template types. */
export const listTemplateTypes = route(declared.listTemplateTypes, async (ctx) =>
  ctx.answer(
    200,
    await ctx.db
      .select({ id: templateTypes.id, description: templateTypes.description })
      .from(templateTypes)
      .orderBy(asc(templateTypes.id)),
  ),
);
