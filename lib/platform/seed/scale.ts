/**
 * `npm run -s platform -- seed --scale <factor>`: adds a large operator's data to a PostgreSQL
 * database. At factor 1: 1,005,014 members (one in twenty a guardian), 20.27 million
 * booking places (one member with 50,000), 2.0 million prospect interactions, 5.0 million
 * discount-usage rows, on top of the full demo dataset (the
 * platform's start-up migrations and demo seed run first). One transaction: the tables' secondary
 * indexes are dropped, the rows made by INSERT ... SELECT (seed/scale-sql.ts), the indexes built
 * again and the tables analysed, so a failure leaves the database as it was. The app adds its own tables' rows in
 * the same transaction as `steps` (the CLI passes lib/app-db/scale-audit.ts): the platform names none of them.
 * Refuses PGlite and memory:// (the scale goals are PostgreSQL's), the tests' small demo dataset,
 * and a database that already holds scale data.
 */
import pg from "pg";
import { openDatabase } from "../db/client";
import { seedIfEmpty } from "./index";
import {
  interactionsSql,
  linksSql,
  membersSql,
  placesSql,
  scaleIds,
  sessionsSql,
  sizesOf,
  usagesSql,
  type ScaleSizes,
} from "./scale-sql";

/** A table of another schema (the app's) that the scale load also fills: its rows made by one INSERT ... SELECT. */
export interface ScaleStep {
  name: string;
  schema: string;
  table: string;
  sql: (z: ScaleSizes, factor: number) => string;
}

/** Tables the load writes, each with its secondary indexes rebuilt after the rows are in. */
const platformTables = [
  "members",
  "member_links",
  "bookings",
  "booking_members",
  "prospect_interactions",
  "booking_discount_usages",
];

export async function seedScale(
  factor: number,
  {
    steps = [],
    url = process.env.DATABASE_URL,
    log = console.log,
  }: { steps?: ScaleStep[]; url?: string; log?: typeof console.log } = {},
) {
  if (!(factor > 0 && factor <= 10))
    throw new Error("--scale takes a factor above 0 and at most 10 (1 = a million members)");
  if (!url?.startsWith("postgres"))
    throw new Error(
      "seed --scale needs DATABASE_URL=postgres://... (PGlite and memory:// are not for a million members)",
    );
  if (process.env.SEED === "small" || process.env.SEED === "none")
    throw new Error(
      "seed --scale adds to the full demo dataset: unset SEED (the tests' small dataset never gets scale data)",
    );
  process.env.SEED = "full"; // said out loud: on PostgreSQL the demo is never loaded by default
  const opened = await openDatabase(url, seedIfEmpty); // migrations and the demo dataset, as the server does
  await opened.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // the steps' tables are in their own schemas (the app's, once the server has started on this database)
  const schemas = [...new Set(["public", ...steps.map((step) => step.schema)])];
  const tables = [...platformTables, ...steps.map((step) => step.table)];
  await client.query(`SET search_path TO ${schemas.join(", ")}`);
  const one = async <T>(text: string) => (await client.query(text)).rows[0] as T;
  try {
    const { demo, scale } = await one<{ demo: number; scale: number }>(
      `SELECT count(*) FILTER (WHERE id < ${scaleIds.member})::int AS demo, count(*) FILTER (WHERE id >= ${scaleIds.member})::int AS scale FROM members`,
    );
    if (scale > 0)
      throw new Error(`this database already has scale data (${scale} members from id ${scaleIds.member})`);
    if (demo < 5000) throw new Error(`this looks like the tests' small demo dataset (${demo} members): not seeding it`);

    const z = sizesOf(factor);
    log(
      `scale ${factor}: ${z.members} members, ${z.sessions} sessions, ${z.places} places, ${z.interactions} interactions, ${z.usages} discount usages`,
    );
    const column = async (text: string) => (await client.query(text)).rows.map((r) => Object.values(r)[0] as string);
    const sites = await column("SELECT id FROM sites ORDER BY id");
    const activities = (
      await client.query<{ id: string; siteId: string }>(
        `SELECT id, site_id AS "siteId" FROM activities WHERE id NOT LIKE 'DISC%' ORDER BY id`,
      )
    ).rows;
    const subTypes = await column("SELECT id FROM interaction_sub_types ORDER BY id");
    const codes = await column("SELECT code FROM promo_codes ORDER BY id");

    const started = Date.now();
    const step = async (name: string, ...statements: string[]) => {
      const at = Date.now();
      let rows = 0;
      for (const s of statements) rows += (await client.query(s)).rowCount ?? 0;
      log(`  ${name}: ${rows.toLocaleString("en-GB")} rows in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    };
    await client.query("BEGIN");
    await client.query("SET LOCAL maintenance_work_mem = '512MB'");
    await client.query("SELECT setseed(0.19)");
    // Foreign keys hold by construction (ids from the ranges just made); checking 30 million of them
    // one by one triples the load. Needs a superuser: otherwise the checks simply run.
    await client.query("SAVEPOINT replica");
    await client.query("SET LOCAL session_replication_role = replica").catch(() => client.query("ROLLBACK TO replica"));
    const indexes = (
      await client.query<{ schema: string; name: string; definition: string }>(
        `SELECT schemaname AS schema, indexname AS name, indexdef AS definition FROM pg_indexes i
         WHERE schemaname = ANY($2) AND tablename = ANY($1)
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
        [tables, schemas],
      )
    ).rows;
    for (const { name, schema } of indexes) await client.query(`DROP INDEX "${schema}"."${name}"`);
    await step("members", membersSql(z, sites));
    await step("member links", linksSql(z));
    await step("sessions", sessionsSql(z, activities));
    await step("booking places", ...placesSql(z));
    await step("prospect interactions", interactionsSql(z, subTypes));
    await step("discount usage", usagesSql(z, codes, activities));
    for (const extra of steps) await step(extra.name, extra.sql(z, factor));
    const at = Date.now();
    for (const { definition } of indexes) await client.query(definition);
    log(`  ${indexes.length} indexes built in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    // the places went in with triggers off: count them by member as the triggers would have
    const counting = Date.now();
    const counted = await client.query<{ members: string }>("SELECT member_place_counts_rebuild() AS members");
    log(
      `  place counts of ${Number(counted.rows[0].members).toLocaleString("en-GB")} members in ${((Date.now() - counting) / 1000).toFixed(1)} s`,
    );
    for (const table of tables.filter((t) => t !== "member_links"))
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', a.attname), (SELECT max(${table === "booking_discount_usages" ? "row_id" : "id"}) FROM ${table}))
         FROM pg_attribute a WHERE a.attrelid = '${table}'::regclass AND a.attidentity <> ''`,
      );
    await client.query("COMMIT");
    for (const table of [...tables, "member_place_counts"]) await client.query(`VACUUM ANALYZE ${table}`);
    log(`scale data added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
