import { sql } from "drizzle-orm";
import type { Database } from "@frontdesk/lib/platform/db/client";

/**
 * Keeps a copy of every table of the seeded template (the platform's `public` and the app's `frontdesk` schemas,
 * migration records aside) in the schema `vitest_template`, with a function that puts those rows back: each test
 * file starts from the seeded data (decision 027). A statement trigger on each table notes it as changed
 * (`vitest_template.dirty`), and only the tables changed since the last reset are put back. Sequences are left where they are, so an id a file made is never
 * made again by a later file in the same process (a cache keyed by id never answers for another record).
 */
export async function keepTemplateRows(db: Database) {
  for (const statement of snapshotSql) await db.execute(sql.raw(statement));
}

/** Puts the template's rows back in every table (what a file made is gone, what it changed is as seeded). */
export const resetToTemplate = (db: Database) => db.execute(sql.raw("SELECT vitest_template.reset()"));

/** The copy and the reset function, one statement a query (PGlite and node-postgres prepare what they send). */
const snapshotSql = [
  `CREATE SCHEMA vitest_template`,
  `CREATE TABLE vitest_template.tables AS
  SELECT format('%I.%I', n.nspname, c.relname) AS qualified,
         format('vitest_template.%I', n.nspname || '.' || c.relname) AS copy,
         (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
           WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
     AND n.nspname IN ('public', 'frontdesk') AND c.relname NOT LIKE '\\_\\_drizzle%'`,
  `DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM vitest_template.tables LOOP
    EXECUTE format('CREATE TABLE %s AS SELECT %s FROM %s', t.copy, t.columns, t.qualified);
  END LOOP;
END $$`,
  `CREATE TABLE vitest_template.dirty (qualified text PRIMARY KEY)`,
  `CREATE FUNCTION vitest_template.mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vitest_template.dirty VALUES (format('%I.%I', TG_TABLE_SCHEMA, TG_TABLE_NAME)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$`,
  `DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM vitest_template.tables LOOP
    EXECUTE format('CREATE TRIGGER vitest_dirty AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s
      FOR EACH STATEMENT EXECUTE FUNCTION vitest_template.mark()', t.qualified);
  END LOOP;
END $$`,
  `CREATE FUNCTION vitest_template.reset() RETURNS void LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  -- replica: no foreign key is checked or cascaded while the rows go back (they held when copied), and no trigger
  -- marks the tables this puts back
  SET LOCAL session_replication_role = replica;
  FOR t IN SELECT * FROM vitest_template.tables JOIN vitest_template.dirty USING (qualified) LOOP
    EXECUTE format('DELETE FROM %s', t.qualified);
    EXECUTE format('INSERT INTO %s (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM %s', t.qualified, t.columns, t.columns, t.copy);
  END LOOP;
  DELETE FROM vitest_template.dirty;
  SET LOCAL session_replication_role = origin;
END $$`,
];
