import type { BffHandler } from "@frontdesk/lib/bff/route";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { staffAudit, staffUsers } from "@frontdesk/lib/app-db/schema";
import { GET as listRoute } from "@/app/api/staff/data-access/route";
import { GET as exportRoute } from "@/app/api/staff/data-access/export/route";
import { listDataAccess, recordStaffAudit, staffAuditAround } from "@frontdesk/lib/bff/audit";
import type { DataAccessPage as DataAccess } from "@frontdesk/lib/contract/staff";
import { bffRequest, type TestStaff } from "@frontdesk/lib/bff/testing";

/** The data-access audit (app/api/staff/data-access and its CSV export) over the BFF's staff_audit. */

const noParams = { params: Promise.resolve({}) };
const get = async (handler: BffHandler, path: string, as: TestStaff = "admin") =>
  handler(await bffRequest("GET", path, { as }), noParams);
const list = async (query: Record<string, string>) => {
  const response = await get(listRoute, `/api/staff/data-access?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as DataAccess;
};
const tag = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
/** A member id no other test writes audit rows for. */
const memberIdOf = () => 700_000_000 + Math.floor(Math.random() * 99_999_999);
const at = (base: number, i: number) => new Date(base + i * 1000);
type Row = typeof staffAudit.$inferInsert;

async function insert(rows: Row[]) {
  const db = await appDatabase();
  for (let i = 0; i < rows.length; i += 500) await db.insert(staffAudit).values(rows.slice(i, i + 500));
}

beforeAll(async () => {
  await appDatabase();
});

/** A reception staff member the audit rows can name. */
const addStaffUser = async (id: string, name: string) =>
  (await appDatabase()).insert(staffUsers).values({ id, name, email: `${id}@frontdesk.example`, role: "reception" });

describe("GET /api/staff/data-access", () => {
  it("lists newest first with each staff member's name, filtered by staff member, member, action and days", async () => {
    const staffId = tag("dpo");
    const other = tag("dpo-other");
    await addStaffUser(staffId, "Dee Protection");
    const member = memberIdOf();
    const base = Date.UTC(2025, 2, 10, 9);
    await insert([
      { staffId, memberId: member, action: "read medical details", at: at(base, 0) },
      { staffId, memberId: member, action: "changed addresses", at: at(base, 2) },
      { staffId, memberId: member + 1, action: "read medical details", at: at(base, 1) },
      { staffId: other, memberId: member, action: "read medical details", at: at(base, 3) },
    ]);

    const mine = await list({ staffId });
    expect(mine.next).toBeNull();
    expect(mine.entries.map((e) => [e.at, e.memberId, e.action])).toEqual([
      [at(base, 2).toISOString(), member, "changed addresses"],
      [at(base, 1).toISOString(), member + 1, "read medical details"],
      [at(base, 0).toISOString(), member, "read medical details"],
    ]);
    expect(mine.entries[0]).toMatchObject({ staffId, staffName: "Dee Protection" });

    const ofMember = await list({ memberId: String(member), action: "read medical details" });
    expect(ofMember.entries.map((e) => e.staffId)).toEqual([other, staffId]);
    expect(ofMember.entries[0]!.staffName).toBeNull(); // no staff record by that id: the screen shows the id

    expect((await list({ staffId, memberId: String(member), action: "changed addresses" })).entries).toHaveLength(1);
    expect((await list({ staffId, from: "2025-03-11" })).entries).toEqual([]);
    expect((await list({ staffId, from: "2025-03-10", to: "2025-03-10" })).entries).toHaveLength(3);
  });

  it("reads days as the venue's calendar days (Europe/London, summer time)", async () => {
    const staffId = tag("dpo-bst");
    // 23:30 UTC on 1 July is 00:30 on 2 July in London; 22:59 UTC is 23:59 on 1 July
    await insert([
      { staffId, memberId: memberIdOf(), action: "read consent", at: new Date("2025-07-01T23:30:00Z") },
      { staffId, memberId: memberIdOf(), action: "read consent", at: new Date("2025-07-01T22:59:00Z") },
      { staffId, memberId: memberIdOf(), action: "read consent", at: new Date("2025-07-02T23:00:00Z") },
    ]);
    const secondOfJuly = await list({ staffId, from: "2025-07-02", to: "2025-07-02" });
    expect(secondOfJuly.entries.map((e) => e.at)).toEqual(["2025-07-01T23:30:00.000Z"]);
  });

  it("pages newest first with 'after' until the last page, no row skipped or repeated", async () => {
    const staffId = tag("dpo-pages");
    const base = Date.UTC(2024, 5, 1);
    // 230 rows: three pages of 100; two share a second, told apart by id
    await insert(
      Array.from({ length: 230 }, (_, i) => ({
        staffId,
        memberId: 1001,
        action: "read addresses",
        at: at(base, i === 229 ? 228 : i),
      })),
    );
    const seen: number[] = [];
    let page = await list({ staffId });
    const pages = [page];
    while (page.next) {
      page = await list({ staffId, after: page.next });
      pages.push(page);
    }
    for (const p of pages) seen.push(...p.entries.map((e) => e.id));
    expect(pages.map((p) => p.entries.length)).toEqual([100, 100, 30]);
    expect(new Set(seen).size).toBe(230);
    const times = pages.flatMap((p) => p.entries.map((e) => e.at));
    expect(times).toEqual([...times].sort().reverse());
    expect(pages[0]!.entries[0]!.at).toBe(at(base, 228).toISOString());
  });

  it("keeps its place to the microsecond: rows within one millisecond are neither skipped nor repeated", async () => {
    const staffId = tag("dpo-micro");
    const db = await appDatabase();
    for (const micro of ["2024-01-05T10:00:00.123400Z", "2024-01-05T10:00:00.123900Z", "2024-01-05T10:00:00.123100Z"]) {
      await db.insert(staffAudit).values({
        staffId,
        memberId: 1001,
        action: "read payment card",
        at: sql`${micro}::timestamptz` as unknown as Date,
      });
    }
    const ids: number[] = [];
    let after: { at: string; id: number } | undefined;
    for (let i = 0; i < 4; i++) {
      const page = await listDataAccess({ staffId, after }, 1);
      ids.push(...page.entries.map((e) => e.id));
      if (!page.next) break;
      const [cursorAt, id] = page.next.split("_");
      after = { at: cursorAt!, id: Number(id) };
    }
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it("answers a bad filter with a 400 problem in plain words under its field", async () => {
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ memberId: "abc" }, { memberId: ["Enter the member ID as a whole number of up to 9 digits."] }],
      [{ memberId: "0" }, { memberId: ["Enter the member ID as a whole number of up to 9 digits."] }],
      [{ memberId: "1234567890" }, { memberId: ["Enter the member ID as a whole number of up to 9 digits."] }],
      [{ action: "read everything" }, { action: ["Choose an action from the list."] }],
      [{ from: "2025-02-30" }, { from: ["Enter the first day as a date."] }],
      [{ from: "2025-03-02", to: "2025-03-01" }, { to: ["The first day must not be after the last day."] }],
      [{ after: "yesterday" }, { after: ["This page of the audit could not be found. Load the list again."] }],
      [
        { after: "2025-03-01T00:00:00.000000Z_99999999999" },
        { after: ["This page of the audit could not be found. Load the list again."] },
      ],
    ];
    for (const [query, errors] of cases) {
      for (const route of [listRoute, exportRoute]) {
        const response = await get(
          route,
          `/api/staff/data-access${route === exportRoute ? "/export" : ""}?${new URLSearchParams(query)}`,
        );
        expect(response.status, JSON.stringify(query)).toBe(400);
        expect(response.headers.get("content-type")).toContain("application/problem+json");
        expect((await response.json()).errors).toEqual(errors);
      }
    }
  });

  it("is for admins only", async () => {
    for (const role of ["reception", "sales", "manager"] as const) {
      expect((await get(listRoute, "/api/staff/data-access", role)).status).toBe(403);
      expect((await get(exportRoute, "/api/staff/data-access/export", role)).status).toBe(403);
    }
    expect((await listRoute(await bffRequest("GET", "/api/staff/data-access"), noParams)).status).toBe(401);
  });
});

describe("GET /api/staff/data-access/export", () => {
  /** The file as lines (no byte-order mark, CRLF endings checked). */
  async function linesOf(response: Response) {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="data-access-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte-order mark spreadsheets read UTF-8 by
    const text = new TextDecoder().decode(bytes); // drops the mark
    expect(text.endsWith("\r\n")).toBe(true);
    return text.slice(0, -2).split("\r\n");
  }

  it("streams every match past one page, newest first, with staff names, quoted cells and formulas defused", async () => {
    const staffId = tag("dpo-csv");
    const odd = `=cmd|' /C calc'!A0, "x"`; // no staff record by this id: its cell is the id, defused and quoted
    const db = await appDatabase();
    await db
      .insert(staffUsers)
      .values({ id: staffId, name: "Cass Csv", email: `${staffId}@frontdesk.example`, role: "manager" });
    const member = memberIdOf();
    const base = Date.UTC(2023, 0, 1);
    // 1,003 rows: more than two of the export's 500-row pages
    await insert(
      Array.from({ length: 1003 }, (_, i) => ({
        staffId,
        memberId: member,
        action: i === 1002 ? "exported personal data" : "read medical details",
        at: at(base, i),
      })),
    );
    await insert([{ staffId: odd, memberId: member, action: "erased personal data", at: at(base, 5000) }]);

    const lines = await linesOf(
      await get(exportRoute, `/api/staff/data-access/export?${new URLSearchParams({ memberId: String(member) })}`),
    );
    expect(lines[0]).toBe("When (UTC),Staff member,Username,Member ID,Action");
    expect(lines).toHaveLength(1 + 1004);
    expect(lines[1]).toBe(
      `${at(base, 5000).toISOString()},"'=cmd|' /C calc'!A0, ""x""","'=cmd|' /C calc'!A0, ""x""",${member},Erased personal data`,
    );
    expect(lines[2]).toBe(`${at(base, 1002).toISOString()},Cass Csv,${staffId},${member},Exported personal data`);
    expect(lines.at(-1)).toBe(`${at(base, 0).toISOString()},Cass Csv,${staffId},${member},Read medical details`);

    const filtered = await linesOf(
      await get(
        exportRoute,
        `/api/staff/data-access/export?${new URLSearchParams({ memberId: String(member), action: "exported personal data" })}`,
      ),
    );
    expect(filtered).toEqual([
      "When (UTC),Staff member,Username,Member ID,Action",
      `${at(base, 1002).toISOString()},Cass Csv,${staffId},${member},Exported personal data`,
    ]);
  });

  it("writes only the header when nothing matches", async () => {
    expect(await linesOf(await get(exportRoute, `/api/staff/data-access/export?staffId=${tag("nobody")}`))).toEqual([
      "When (UTC),Staff member,Username,Member ID,Action",
    ]);
  });
});

describe("staffAuditAround: the audit rows of a member's changes, not their whole trail", () => {
  it("finds the rows of one action from a second before to a minute after each instant, named", async () => {
    const staffId = tag("desk");
    await addStaffUser(staffId, "Dee Desk");
    const member = memberIdOf();
    const base = Date.UTC(2025, 5, 1, 9);
    await insert([
      { staffId, memberId: member, action: "changed consent", at: at(base, -2) }, // too early
      { staffId, memberId: member, action: "changed consent", at: at(base, 0) },
      { staffId, memberId: member, action: "read consent", at: at(base, 1) }, // another action
      { staffId, memberId: member + 1, action: "changed consent", at: at(base, 1) }, // another member
      { staffId, memberId: member, action: "changed consent", at: at(base, 59) },
      { staffId, memberId: member, action: "changed consent", at: at(base, 61) }, // too late
      ...Array.from({ length: 300 }, (_, i) => ({
        staffId,
        memberId: member,
        action: "read consent" as const,
        at: at(base, 100 + i),
      })),
    ]);
    const rows = await staffAuditAround(member, "changed consent", [new Date(base)]);
    expect(rows.map((r) => [r.at.getTime() - base, r.staffName, r.action])).toEqual([
      [0, "Dee Desk", "changed consent"],
      [59_000, "Dee Desk", "changed consent"],
    ]);
    expect(await staffAuditAround(member, "changed consent", [])).toEqual([]);
    const two = await staffAuditAround(member, "changed consent", [new Date(base - 2000), new Date(base + 61_000)]);
    expect(two.map((r) => r.at.getTime() - base)).toEqual([-2000, 0, 61_000]); // [-3 s, 58 s] and [60 s, 121 s]
  });
});

describe("recordStaffAudit", () => {
  it("resolves each row once it is committed, many at once going together", async () => {
    const staffId = tag("burst");
    const member = memberIdOf();
    const db = await appDatabase();
    const count = async (memberId?: number) => {
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffAudit)
        .where(
          memberId === undefined
            ? eq(staffAudit.staffId, staffId)
            : and(eq(staffAudit.staffId, staffId), eq(staffAudit.memberId, memberId)),
        );
      return n;
    };
    await Promise.all(
      Array.from({ length: 120 }, async (_, i) => {
        await recordStaffAudit({ staffId, memberId: member + (i % 3), action: "read medical details" });
        expect(await count(member + (i % 3))).toBeGreaterThan(0); // in the database when its promise resolves
      }),
    );
    expect(await count()).toBe(120);
  });
});
