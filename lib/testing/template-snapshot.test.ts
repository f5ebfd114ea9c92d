import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@frontdesk/lib/platform/testing";
import { rowsOf } from "@frontdesk/lib/platform/db/rows";
import { resetToTemplate } from "./template-snapshot";

// What each test file starts from (decision 027): the seeded rows, whatever an earlier file made or changed.
async function digest() {
  const db = await database();
  const tables = await rowsOf<{ qualified: string }>(db, sql`SELECT qualified FROM vitest_template.tables`);
  expect(tables.length).toBeGreaterThan(50); // every table of both schemas, not a list of none
  const parts = tables.map(
    ({ qualified }) =>
      sql`SELECT ${qualified} AS t, md5(coalesce(string_agg(md5(x::text), ',' ORDER BY md5(x::text)), '')) AS d FROM ${sql.raw(qualified)} x`,
  );
  const rows = await rowsOf<{ t: string; d: string }>(db, sql.join(parts, sql` UNION ALL `));
  return rows.sort((a, b) => a.t.localeCompare(b.t));
}

describe("the seeded rows each test file starts from", () => {
  it("are put back whole: a changed row as seeded, a deleted one back, a made one gone", async () => {
    const db = await database();
    await resetToTemplate(db);
    const seeded = await digest();
    const [{ id }] = await rowsOf<{ id: number }>(db, sql`SELECT min(id) AS id FROM members`);
    await db.execute(sql`UPDATE members SET first_name = 'Changed' WHERE id = ${id}`);
    await db.execute(sql`DELETE FROM frontdesk.member_languages`);
    await db.execute(
      sql`INSERT INTO frontdesk.member_languages (member_id, language, updated_by) VALUES (${id}, 'cy', 'vitest')`,
    );
    expect(await digest()).not.toEqual(seeded);
    await resetToTemplate(db);
    expect(await digest()).toEqual(seeded);
  });
});
