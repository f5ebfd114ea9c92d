import { integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";

/** A data query an email template is bound to: over named tables, or raw SQL with its column names. */
export const templateQueries = pgTable("template_queries", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  /** tables | sql (typed only: the column is unconstrained text) */
  kind: varchar("kind", { length: 10 }).$type<"tables" | "sql">().notNull(),
  tables: jsonb("tables").$type<string[]>().notNull().default([]),
  sqlText: text("sql_text"),
  columns: jsonb("columns").$type<string[]>().notNull().default([]),
});

/** Placeholder fields each queryable table offers: Label:Placeholder. */
export const queryTableFields = pgTable("query_table_fields", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  tableName: text("table_name").notNull(),
  label: text("label").notNull(),
  placeholder: text("placeholder").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** The tenant's custom fields, appended to every template's placeholders. */
export const customFields = pgTable("custom_fields", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  label: text("label").notNull(),
  placeholder: text("placeholder").notNull(),
});

export const templateTypes = pgTable("template_types", {
  id: varchar("id", { length: 15 }).primaryKey(),
  description: text("description").notNull(),
});

export const emailTemplates = pgTable("email_templates", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  description: text("description").notNull(),
  /** may point at a query that no longer exists (no foreign key, by design of the spec) */
  queryId: integer("query_id"),
  templateTypeId: varchar("template_type_id", { length: 15 }).notNull(),
  /** saved editor configuration JSON, verbatim; null when never saved */
  config: text("config"),
  html: text("html").notNull().default(""),
});
