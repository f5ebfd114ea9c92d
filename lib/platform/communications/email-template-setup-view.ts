import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { customFields, emailTemplates, queryTableFields, templateQueries } from "../db/schema";
import type { EmailTemplateSetup } from "@frontdesk/lib/contract/communications";

/** Endpoints 18 and its counterparts share one gate: the operator product or its generic feature. */
export const communicationsGate = { products: ["FOH"], features: ["FOHGENERIC"] };

/**
 * The placeholders string, rebuilt on every call: Label:Placeholder pairs of the query's tables
 * (in the query's table order, then each table's field order), then the tenant's custom fields,
 * then for a raw-SQL query its column names as name:name; comma-separated.
 */
async function buildPlaceholders(db: Executor, query: typeof templateQueries.$inferSelect): Promise<string> {
  const tables = query.tables ?? [];
  const fields = tables.length
    ? await db
        .select()
        .from(queryTableFields)
        .where(inArray(queryTableFields.tableName, tables))
        .orderBy(asc(queryTableFields.sortOrder), asc(queryTableFields.id))
    : [];
  const custom = await db.select().from(customFields).orderBy(asc(customFields.id));
  const pairs = [
    ...tables.flatMap((table) => fields.filter((f) => f.tableName === table).map((f) => `${f.label}:${f.placeholder}`)),
    ...custom.map((f) => `${f.label}:${f.placeholder}`),
    ...(query.kind === "sql" ? (query.columns ?? []).map((c) => `${c}:${c}`) : []),
  ];
  return pairs.join(",");
}

/** The EmailTemplateSetup of a template bound to an existing query. */
export async function renderSetup(
  db: Executor,
  template: typeof emailTemplates.$inferSelect,
  query: typeof templateQueries.$inferSelect,
  templateId: number,
): Promise<EmailTemplateSetup> {
  return {
    closeDelimiter: "]]",
    openDelimiter: "[[",
    config: template.config,
    description: template.description,
    templateName: template.description,
    placeholders: await buildPlaceholders(db, query),
    templateId: String(templateId),
    queryId: String(query.id),
    templateTypeId: template.templateTypeId,
    html: template.html ?? "",
    previewOnly: false,
  };
}

export async function findTemplate(db: Executor, id: number) {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  return row;
}

export async function findQuery(db: Executor, id: number) {
  const [row] = await db.select().from(templateQueries).where(eq(templateQueries.id, id));
  return row;
}
