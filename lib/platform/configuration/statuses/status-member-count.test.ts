import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures, token } from "../../testing";
import { memberStatusMessages } from "../../../contract/configuration";

const countOf = async (id: string) =>
  call("GET", `/api/configuration/statuses/${id}/member-count`, {
    token: await token({ products: ["FOH"], features: ["FOHGENERIC"] }),
  });

describe("GET /api/configuration/statuses/{statusId}/member-count (extension)", () => {
  it("is gated", async () => {
    await expectGate("GET", "/api/configuration/statuses/FULL/member-count");
  });

  it("counts the members holding the status, the id in any case", async () => {
    const [statusId] = fixtures.statusIds as string[];
    const db = await database();
    const rows = (await db.execute(
      sql`SELECT count(*)::int AS n FROM members WHERE status_id = ${statusId}`,
    )) as unknown as { rows: { n: number }[] };
    const response = await countOf(statusId.toLowerCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ statusId, memberCount: rows.rows[0].n });
    expect(rows.rows[0].n).toBeGreaterThan(0);
  });

  it("404 for an unknown status", async () => {
    await expectText(await countOf("NOSUCH"), 404, memberStatusMessages.unknownId("NOSUCH"));
  });
});
