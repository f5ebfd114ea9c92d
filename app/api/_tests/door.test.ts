import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "@frontdesk/lib/platform/testing";
import { createMember } from "@frontdesk/lib/platform/members/test-members";
import { appDatabase } from "@frontdesk/lib/app-db";
import { staffUsers } from "@frontdesk/lib/app-db/schema";
import { GET as doorCheck } from "@/app/api/members/[memberId]/door/route";
import { GET as memberCards } from "@/app/api/members/[memberId]/cards/route";
import { PUT as giveCard } from "@/app/api/members/[memberId]/card/route";
import { POST as letIn } from "@/app/api/members/[memberId]/visits/route";
import { POST as enterAtDoor } from "@/app/api/door/entries/route";
import { GET as doorSites } from "@/app/api/visits/sites/route";
import { GET as visitsExport } from "@/app/api/visits/export/route";
import { GET as exportData } from "@/app/api/members/[memberId]/data-export/route";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { bffRequest, newStaff, type TestStaff } from "@frontdesk/lib/bff/testing";
import { doorCards } from "@frontdesk/lib/platform/seed/visits";
import { rowsOf } from "@frontdesk/lib/platform/db/rows";
import { ruleDefaults } from "@frontdesk/lib/contract/retention";
import { dryRun } from "@frontdesk/lib/bff/retention-run";

/** The door's own reads through the BFF (embedded platform): the check on a member, cards, sites, the day's CSV, the export. */
const params = (values: Record<string, string | number>) => ({
  params: Promise.resolve(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))),
});
const check = async (memberId: number, as: TestStaff) =>
  doorCheck(await bffRequest("GET", `/api/members/${memberId}/door`, { as }), params({ memberId }));
const card = async (memberId: number, as: TestStaff, cardNumber: string) =>
  giveCard(
    await bffRequest("PUT", `/api/members/${memberId}/card`, { as, body: { cardNumber } }),
    params({ memberId }),
  );
const visit = async (memberId: number, as: TestStaff, body: unknown) =>
  letIn(await bffRequest("POST", `/api/members/${memberId}/visits`, { as, body }), params({ memberId }));

const entry = async (as: TestStaff, body: unknown) =>
  enterAtDoor(await bffRequest("POST", "/api/door/entries", { as, body }), params({}));

describe("the door's reads (BFF)", () => {
  beforeAll(async () => void (await database()));

  it("checks a member at the door: status and what it does, flags, conditions to pass on, consent, re-checks, card", async () => {
    const desk = await newStaff("reception", "door-check");
    const memberId = await createMember({
      firstName: "Fern",
      lastName: "Frozen",
      statusId: "FROZEN",
      createdOn: new Date("2020-01-01T00:00:00Z"),
    });
    const db = await database();
    await db.execute(
      sql`INSERT INTO member_medical_conditions (member_id, medical_condition_type_id, medical_note)
        SELECT ${memberId}, id, 'note' FROM medical_condition_types WHERE active ORDER BY id LIMIT 1`,
    );
    const first = await (await check(memberId, desk)).json();
    expect(first).toMatchObject({
      memberId,
      firstName: "Fern",
      lastName: "Frozen",
      status: { id: "FROZEN", freezeSubscriptions: true, treatMembersAsExpired: false },
      medicalConditions: [expect.any(String)],
      dataConsent: "none",
      card: null,
      erased: false,
    });
    expect(first.flags).toContain("medicalConditions");
    expect(first.detailsDue).toContain("contactDetails");
    expect((await staffAuditOf(memberId)).map((r) => r.action)).toContain("read door check");

    expect((await card(memberId, desk, "0555 0001")).status).toBe(200);
    expect((await card(memberId, desk, "5550002")).status).toBe(200);
    expect((await (await check(memberId, desk)).json()).card).toMatchObject({ cardNumber: "5550002" });
    const cards = await (
      await memberCards(await bffRequest("GET", `/api/members/${memberId}/cards`, { as: desk }), params({ memberId }))
    ).json();
    expect(cards.map((c: { cardNumber: string; replacedAt: string | null }) => [c.cardNumber, !c.replacedAt])).toEqual([
      ["5550002", true],
      ["5550001", false],
    ]);
    const refused = await check(999_999_99, desk);
    expect(refused.status).toBe(404);
  });

  it("a status that refuses entry and an erased member are said so", async () => {
    const desk = await newStaff("reception", "door-refused");
    const memberId = await createMember({ firstName: "Ezra", lastName: "Lapsed", statusId: "EXPIRED" });
    expect((await (await check(memberId, desk)).json()).status).toMatchObject({ treatMembersAsExpired: true });
    await (
      await database()
    ).execute(
      sql`UPDATE members SET first_name = 'Erased', last_name = 'member', email = NULL, phone = NULL, date_of_birth = NULL WHERE id = ${memberId}`,
    );
    expect((await (await check(memberId, desk)).json()).erased).toBe(true);
    const answer = await visit(memberId, desk, { siteId: "LEEDS", method: "override", overrideReason: "Known" });
    expect(answer.status).toBe(409);
    expect((await answer.json()).detail).toMatch(/personal data was erased/);
  });

  it("lists the active sites by name and opens at the staff member's home site", async () => {
    const desk = await newStaff("reception", "door-sites");
    await (await appDatabase()).update(staffUsers).set({ homeSiteId: "HARROGATE" }).where(eq(staffUsers.id, desk.id));
    const answer = await (
      await doorSites(await bffRequest("GET", "/api/visits/sites", { as: desk }), params({}))
    ).json();
    expect(answer.homeSiteId).toBe("HARROGATE");
    expect(answer.sites.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(["LEEDS", "HARROGATE"]));
    expect(answer.sites.map((s: { id: string }) => s.id)).not.toContain("OTLEY");
  });

  it("exports who is in as the screen filters it, and the member's export holds their visits and cards", async () => {
    const desk = await newStaff("reception", "door-csv");
    const memberId = await createMember({ firstName: "Cass", lastName: "Csvington", statusId: "FULL" });
    await card(memberId, desk, `CSV${memberId}`);
    expect((await visit(memberId, desk, { siteId: "HARROGATE", method: "name" })).status).toBe(200);
    const csv = async (query: string) =>
      (await visitsExport(await bffRequest("GET", `/api/visits/export?${query}`, { as: desk }), params({}))).text();
    const all = await csv("siteId=HARROGATE&search=csvington");
    const lines = all
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Time,Member,First name,Last name,How,Reason let in anyway,Let in by,Undone,Visited at,Left at",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${memberId},Cass,Csvington,Found by name,,Test door-csv`);
    expect((await csv("siteId=HARROGATE&search=csvington&method=scan")).trim().split("\r\n")).toHaveLength(1);

    const manager = await newStaff("manager", "door-export");
    const exported = await exportData(
      await bffRequest("GET", `/api/members/${memberId}/data-export?format=json`, { as: manager }),
      params({ memberId }),
    );
    const data = JSON.parse(await exported.text());
    expect(data.visits).toEqual([expect.objectContaining({ siteId: "HARROGATE", method: "name" })]);
    expect(data.memberCards).toEqual([expect.objectContaining({ cardNumber: `CSV${memberId}`, replacedAt: null })]);
  });

  it("visits have a retention rule of their own, 24 months by default, that the dry run counts", async () => {
    expect(ruleDefaults.visits).toMatchObject({ period: 24, unit: "months", action: "delete" });
    const old = await createMember({ firstName: "Olwen", lastName: "Oldvisit" });
    await (
      await database()
    ).execute(
      sql`INSERT INTO visits (member_id, site_id, visited_at, method, let_in_by) VALUES (${old}, 'LEEDS', now() - interval '150 years', 'scan', 'x')`,
    );
    try {
      const run = await dryRun((await newStaff("admin", "door-retention")).id);
      const rule = run.rules.find((r) => r.kind === "visits")!;
      expect(rule.sample.map((r) => r.memberId)).toContain(old);
      expect(rule.due).toBeGreaterThan(0);
    } finally {
      // the test files share one database: the platform's retention test counts the visits before 2000 it made
      await (await database()).execute(sql`DELETE FROM visits WHERE member_id = ${old}`);
    }
  });

  it("the demo seed gives a few members cards: the guardian's finds them, a replaced one is refused", async () => {
    const db = await database();
    const rows = await rowsOf<{ card_number: string; member_id: number; replaced: boolean }>(
      db,
      sql`SELECT card_number, member_id, replaced_at IS NOT NULL AS replaced FROM member_cards
        WHERE card_number IN (${doorCards.guardian}, ${doorCards.replaced})`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ card_number: doorCards.guardian, member_id: 1001, replaced: false }),
        expect.objectContaining({ card_number: doorCards.replaced, member_id: 1003, replaced: true }),
      ]),
    );
  });

  it("a member at the door in one request: the card's member, their check and the visit; again at once, already in; audited as a check and a visit", async () => {
    const desk = await newStaff("reception", "door-entry");
    const memberId = await createMember({ firstName: "Una", lastName: "Onerequest", statusId: "FULL" });
    expect((await card(memberId, desk, `E${memberId}`)).status).toBe(200);
    const first = await entry(desk, { siteId: "LEEDS", method: "scan", cardNumber: ` e${memberId} ` });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      memberId,
      alreadyIn: false,
      visit: { memberId, siteId: "LEEDS", method: "scan", letInBy: desk.id },
      check: { memberId, firstName: "Una", lastName: "Onerequest", card: { cardNumber: `E${memberId}` } },
    });
    const again = await (await entry(desk, { siteId: "LEEDS", method: "name", memberId })).json();
    expect(again).toMatchObject({ memberId, alreadyIn: true, check: { memberId } });
    const actions = (await staffAuditOf(memberId)).map((r) => r.action);
    expect(actions.filter((a) => a === "read door check")).toHaveLength(2);
    expect(actions.filter((a) => a === "recorded a visit")).toHaveLength(2);
  });

  it("at the door: an unknown or replaced card, a refusal with the member's check, a request naming neither or both", async () => {
    const desk = await newStaff("reception", "door-entry-refused");
    const unknown = await entry(desk, { siteId: "LEEDS", method: "scan", cardNumber: "NO-SUCH-CARD-1" });
    expect(unknown.status).toBe(404);
    const replaced = await entry(desk, { siteId: "LEEDS", method: "scan", cardNumber: doorCards.replaced });
    expect(replaced.status).toBe(410);

    const memberId = await createMember({ firstName: "Ezra", lastName: "Refused", statusId: "EXPIRED" });
    await card(memberId, desk, `R${memberId}`);
    const refused = await entry(desk, { siteId: "LEEDS", method: "scan", cardNumber: `R${memberId}` });
    expect(refused.status).toBe(409);
    const problem = await refused.json();
    expect(problem.detail).toMatch(/refuse|expired/i);
    expect(problem.result).toMatchObject({
      memberId,
      check: { memberId, status: { id: "EXPIRED", treatMembersAsExpired: true } },
    });
    const db = await database();
    const counted = async () =>
      (await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM visits WHERE member_id = ${memberId}`))[0].n;
    expect(await counted()).toBe(0);
    const anyway = await entry(desk, {
      siteId: "LEEDS",
      method: "override",
      memberId,
      overrideReason: "Renewed at the desk",
    });
    expect(await anyway.json()).toMatchObject({ alreadyIn: false, visit: { method: "override" } });
    expect(await counted()).toBe(1);

    for (const body of [
      { siteId: "LEEDS", method: "scan" },
      { siteId: "LEEDS", method: "scan", cardNumber: "1", memberId },
    ]) {
      const bad = await entry(desk, body);
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors.cardNumber).toEqual(["Scan a card or pick a member."]);
    }
    expect(
      (await entry(await newStaff("sales", "door-entry-sales"), { siteId: "LEEDS", method: "name", memberId })).status,
    ).toBe(403);
  });
});
