import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, token } from "../testing";
import { newMember } from "../bookings/arrange";
import { repeatScanMinutes } from "../../contract/visit-words";
import {
  entryRefusedMessage,
  erasedMemberMessage,
  memberVisitsBeforeMessage,
  siteVisitsLimitMessage,
  siteVisitsMethodMessage,
  siteVisitsSearchMessage,
  replacedCardMessage,
  unknownCardMessage,
} from "./visits.schema";

/** Visits and cards (Frontdesk's extension for the door), black-box through the platform's handler. */
let desk: string;
let otherDesk: string;
beforeAll(async () => {
  await database();
  desk = await token({ sub: "RECEPTION1", products: ["FOH"], features: ["FOHGENERIC"] });
  otherDesk = await token({ sub: "RECEPTION2", products: ["FOH"], features: ["FOHGENERIC"] });
});

let serial = Date.now() % 1_000_000;
const newCard = () => `FD${serial++}`;
const visitIn = (body: unknown, as = desk) => call("POST", "/api/visits", { token: as, body });
const withStatus = async (memberId: number, statusId: string) =>
  (await database()).execute(sql`UPDATE members SET status_id = ${statusId} WHERE id = ${memberId}`);
const giveCard = (memberId: number, cardNumber: string) =>
  call("PUT", `/api/members/${memberId}/card`, { token: desk, body: { cardNumber } });

describe("visits and cards (extension)", () => {
  it("records a scan by card once: a second scan within minutes answers the same visit, alreadyIn", async () => {
    const memberId = await newMember("Vera", "Visit");
    const card = newCard();
    expect((await giveCard(memberId, card)).status).toBe(200);
    const first = await visitIn({
      siteId: "LEEDS",
      cardNumber: ` ${card.slice(0, 3)} ${card.slice(3)} `,
      method: "scan",
    });
    expect(first.status).toBe(201);
    const recorded = await first.json();
    expect(recorded).toMatchObject({
      alreadyIn: false,
      visit: { memberId, siteId: "LEEDS", method: "scan", letInBy: "RECEPTION1", overrideReason: null, undoneAt: null },
    });
    expect(recorded.visit.visitedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const again = await visitIn({ siteId: "leeds", memberId, method: "name" }, otherDesk);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ alreadyIn: true, visit: recorded.visit });
    expect(repeatScanMinutes).toBe(5);
  });

  it("two desks checking the same member in at the same instant make one visit", async () => {
    const memberId = await newMember("Twin", "Desks");
    const answers = await Promise.all([
      visitIn({ siteId: "LEEDS", memberId, method: "name" }),
      visitIn({ siteId: "LEEDS", memberId, method: "name" }, otherDesk),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const visits = await (await call("GET", `/api/members/${memberId}/visits`, { token: desk })).json();
    expect(visits).toHaveLength(1);
  });

  it("refuses a status that treats members as expired unless let in anyway with a reason, which is recorded", async () => {
    const memberId = await newMember("Ex", "Pired");
    await withStatus(memberId, "EXPIRED");
    await expectText(
      await visitIn({ siteId: "LEEDS", memberId, method: "name" }),
      409,
      entryRefusedMessage(memberId, "EXPIRED"),
    );
    await expectText(
      await visitIn({ siteId: "LEEDS", memberId, method: "override" }),
      400,
      "overrideReason is required to let a member in anyway",
    );
    const overridden = await visitIn({
      siteId: "LEEDS",
      memberId,
      method: "override",
      overrideReason: "Renewal paid at the desk today",
    });
    expect(overridden.status).toBe(201);
    expect((await overridden.json()).visit).toMatchObject({
      method: "override",
      overrideReason: "Renewal paid at the desk today",
    });
  });

  it("refuses to let in a member whose personal data was erased, whatever the method", async () => {
    const memberId = await newMember("Gone", "Soon");
    await (
      await database()
    ).execute(
      sql`UPDATE members SET first_name = 'Erased', last_name = 'member', email = NULL, phone = NULL, date_of_birth = NULL WHERE id = ${memberId}`,
    );
    await expectText(
      await visitIn({ siteId: "LEEDS", memberId, method: "override", overrideReason: "Known to staff" }),
      409,
      erasedMemberMessage(memberId),
    );
  });

  it("says in words what a card, a site or a member that is not there is, and changes nothing", async () => {
    const memberId = await newMember("Card", "Swap");
    const [oldCard, newer] = [newCard(), newCard()];
    await giveCard(memberId, oldCard);
    const replaced = await giveCard(memberId, newer);
    expect(await replaced.json()).toMatchObject({ memberId, cardNumber: newer });
    await expectText(
      await visitIn({ siteId: "LEEDS", cardNumber: oldCard, method: "scan" }),
      410,
      replacedCardMessage(oldCard),
    );
    await expectText(await call("GET", `/api/cards/${oldCard}`, { token: desk }), 410, replacedCardMessage(oldCard));
    await expectText(
      await visitIn({ siteId: "LEEDS", cardNumber: "NOSUCH1", method: "scan" }),
      404,
      unknownCardMessage("NOSUCH1"),
    );
    await expectText(
      await visitIn({ siteId: "NOWHERE", memberId, method: "name" }),
      404,
      "Site NOWHERE does not exist",
    );
    await expectText(
      await visitIn({ siteId: "LEEDS", memberId: 2_000_000_001, method: "name" }),
      404,
      "Member with ID 2000000001 does not exist",
    );
    await expectText(await visitIn({ siteId: "LEEDS", method: "name" }), 400, "Give either memberId or cardNumber");
    await expectText(
      await visitIn({ siteId: "LEEDS", memberId, method: "walk" }),
      400,
      "method must be scan, name or override",
    );
    // the new card finds them, leading zeros and all, and an old number is never given again
    expect(await (await call("GET", `/api/cards/${newer.toLowerCase()}`, { token: desk })).json()).toMatchObject({
      memberId,
    });
    await expectText(await giveCard(await newMember(), newer), 409, `Card ${newer} belongs to another member`);
    await expectText(await giveCard(memberId, oldCard), 409, `Card ${oldCard} was replaced and cannot be given again`);
    const digits = `${serial++}`;
    await giveCard(memberId, `000${digits}`);
    expect(await (await call("GET", `/api/cards/${digits}`, { token: desk })).json()).toMatchObject({
      cardNumber: digits,
    });
    expect(await (await call("GET", `/api/members/${memberId}/visits`, { token: desk })).json()).toEqual([]);
  });

  it("undoes a visit made by mistake once: kept, marked and no longer counted", async () => {
    const memberId = await newMember("Un", "Done");
    const { visit } = await (await visitIn({ siteId: "HARROGATE", memberId, method: "name" })).json();
    const before = await (await call("GET", "/api/sites/HARROGATE/visits", { token: desk })).json();
    const undone = await call("POST", `/api/visits/${visit.visitId}/undo`, {
      token: otherDesk,
      body: { reason: "Wrong member picked" },
    });
    expect(undone.status).toBe(200);
    expect(await undone.json()).toMatchObject({
      visitId: visit.visitId,
      undoneBy: "RECEPTION2",
      undoReason: "Wrong member picked",
    });
    await expectText(
      await call("POST", `/api/visits/${visit.visitId}/undo`, { token: desk, body: { reason: "Again" } }),
      409,
      `Visit ${visit.visitId} was already undone`,
    );
    await expectText(
      await call("POST", "/api/visits/2000000000/undo", { token: desk, body: { reason: "None" } }),
      404,
      "Visit 2000000000 does not exist",
    );
    const after = await (await call("GET", "/api/sites/HARROGATE/visits", { token: desk })).json();
    expect(after.total).toBe(before.total - 1);
    expect(after.visits.find((v: { visitId: number }) => v.visitId === visit.visitId).undoneAt).not.toBeNull();
    // undone, the member may be checked in again at once
    expect((await visitIn({ siteId: "HARROGATE", memberId, method: "name" })).status).toBe(201);
  });

  it("records leaving once: the member no longer counts as in; an undone visit cannot leave", async () => {
    const memberId = await newMember("Le", "Aving");
    const { visit } = await (await visitIn({ siteId: "HARROGATE", memberId, method: "scan" })).json();
    const before = await (await call("GET", "/api/sites/HARROGATE/visits", { token: desk })).json();
    const left = await call("POST", `/api/visits/${visit.visitId}/leave`, { token: otherDesk });
    expect(left.status).toBe(200);
    expect(await left.json()).toMatchObject({ visitId: visit.visitId, leftBy: "RECEPTION2", undoneAt: null });
    const after = await (await call("GET", "/api/sites/HARROGATE/visits", { token: desk })).json();
    expect(after.stillIn).toBe(before.stillIn - 1);
    expect(after.total).toBe(before.total); // a visit that left still counts as a visit
    expect(after.visits.find((v: { visitId: number }) => v.visitId === visit.visitId).leftAt).not.toBeNull();
    await expectText(
      await call("POST", `/api/visits/${visit.visitId}/leave`, { token: desk }),
      409,
      `Visit ${visit.visitId} was already recorded as left`,
    );
    await expectText(
      await call("POST", "/api/visits/2000000000/leave", { token: desk }),
      404,
      "Visit 2000000000 does not exist",
    );
    await expectText(
      await call("POST", "/api/visits/abc/leave", { token: desk }),
      400,
      "visitId must be a positive whole number",
    );
    const other = await newMember("Un", "Left");
    const { visit: mistaken } = await (await visitIn({ siteId: "HARROGATE", memberId: other, method: "name" })).json();
    await call("POST", `/api/visits/${mistaken.visitId}/undo`, { token: desk, body: { reason: "Wrong member" } });
    await expectText(
      await call("POST", `/api/visits/${mistaken.visitId}/leave`, { token: desk }),
      409,
      `Visit ${mistaken.visitId} was undone: there is no visit to leave`,
    );
  });

  it("lists a site's day newest first with counts by the venue's local hour, and checks the day asked", async () => {
    const memberId = await newMember("Day", "List");
    const db = await database();
    // 23:30 on 2026-06-30 in London (BST) is 22:30 UTC: the local day is the 30th, hour 23
    await db.execute(
      sql`INSERT INTO visits (member_id, site_id, visited_at, method, let_in_by) VALUES
        (${memberId}, 'LEEDS', '2026-06-30T22:30:00Z', 'name', 'RECEPTION1'),
        (${memberId}, 'LEEDS', '2026-06-30T08:05:00Z', 'scan', 'RECEPTION1'),
        (${memberId}, 'LEEDS', '2026-07-01T00:10:00Z', 'scan', 'RECEPTION1')`,
    );
    const day = await (await call("GET", "/api/sites/LEEDS/visits?date=2026-06-30", { token: desk })).json();
    const mine = day.visits.filter((v: { memberId: number }) => v.memberId === memberId);
    expect(mine[0]).toMatchObject({ firstName: "Day", lastName: "List" });
    expect(mine.map((v: { visitedAt: string }) => v.visitedAt)).toEqual([
      "2026-06-30T22:30:00.000Z",
      "2026-06-30T08:05:00.000Z",
    ]);
    expect(day.byHour).toEqual(
      expect.arrayContaining([
        { hour: 9, count: expect.any(Number) },
        { hour: 23, count: expect.any(Number) },
      ]),
    );
    await expectText(
      await call("GET", "/api/sites/LEEDS/visits?date=30/06/2026", { token: desk }),
      400,
      "date must be a day as yyyy-MM-dd",
    );
    await expectText(
      await call("GET", "/api/sites/NOWHERE/visits", { token: desk }),
      404,
      "Site NOWHERE does not exist",
    );
    const recent = await (await call("GET", `/api/members/${memberId}/visits?limit=2`, { token: desk })).json();
    expect(recent.map((v: { visitedAt: string }) => v.visitedAt)).toEqual([
      "2026-07-01T00:10:00.000Z",
      "2026-06-30T22:30:00.000Z",
    ]);
    const older = await (
      await call("GET", `/api/members/${memberId}/visits?limit=5&before=${recent[1].visitId}`, { token: desk })
    ).json();
    expect(older.map((v: { visitedAt: string }) => v.visitedAt)).toEqual(["2026-06-30T08:05:00.000Z"]);
    await expectText(
      await call("GET", `/api/members/${memberId}/visits?limit=0`, { token: desk }),
      400,
      "limit must be a whole number from 1 to 100",
    );
    await expectText(
      await call("GET", `/api/members/${memberId}/visits?before=abc`, { token: desk }),
      400,
      memberVisitsBeforeMessage,
    );
  });

  it("filters a site's day by name words or member number and by how they came in, and lists the first limit of those matching", async () => {
    const helen = await newMember("Helena", "Filterby");
    const other = await newMember("Otto", "Filterby");
    const db = await database();
    // a day of its own (2026-05-12, BST): three of Helena's visits, one of Otto's, one of hers undone
    await db.execute(
      sql`INSERT INTO visits (member_id, site_id, visited_at, method, let_in_by, undone_at) VALUES
        (${helen}, 'LEEDS', '2026-05-12T08:00:00Z', 'scan', 'RECEPTION1', NULL),
        (${helen}, 'LEEDS', '2026-05-12T09:00:00Z', 'name', 'RECEPTION1', NULL),
        (${helen}, 'LEEDS', '2026-05-12T10:00:00Z', 'scan', 'RECEPTION1', '2026-05-12T10:01:00Z'),
        (${other}, 'LEEDS', '2026-05-12T11:00:00Z', 'scan', 'RECEPTION1', NULL)`,
    );
    const day = async (query: string) =>
      (await call("GET", `/api/sites/LEEDS/visits?date=2026-05-12&${query}`, { token: desk })).json();
    const listed = (d: { visits: { memberId: number; visitedAt: string }[] }) =>
      d.visits.map((v) => [v.memberId, v.visitedAt.slice(11, 16)]);
    const all = await day("");
    expect(all).toMatchObject({ total: 3, matching: 4 });
    expect(listed(all)).toEqual([
      [other, "11:00"],
      [helen, "10:00"],
      [helen, "09:00"],
      [helen, "08:00"],
    ]);
    // the whole day's counts whatever the filter; the list and matching follow it
    const filtered = await day("search=filterby%20HEL&limit=2");
    expect(filtered).toMatchObject({ total: 3, stillIn: 3, matching: 3 });
    expect(listed(filtered)).toEqual([
      [helen, "10:00"],
      [helen, "09:00"],
    ]);
    expect(await day(`search=%23${helen}&method=scan`)).toMatchObject({ matching: 2 });
    expect(await day(`search=${helen}`)).toMatchObject({ matching: 3 });
    expect(await day(`search=${String(helen).slice(0, -1)}`)).toMatchObject({ matching: 0, visits: [] });
    expect(listed(await day("method=name"))).toEqual([[helen, "09:00"]]);
    expect(listed(await day("limit=1"))).toEqual([[other, "11:00"]]);
    for (const [query, message] of [
      ["limit=0", siteVisitsLimitMessage],
      ["limit=5001", siteVisitsLimitMessage],
      [`search=${"x".repeat(201)}`, siteVisitsSearchMessage],
      ["method=walked", siteVisitsMethodMessage],
    ])
      await expectText(
        await call("GET", `/api/sites/LEEDS/visits?date=2026-05-12&${query}`, { token: desk }),
        400,
        message,
      );
  });

  it("lists a member's cards, the one in use first; none is an empty list", async () => {
    const memberId = await newMember("Card", "Holder");
    const list = async () => (await call("GET", `/api/members/${memberId}/cards`, { token: desk })).json();
    expect(await list()).toEqual([]);
    const [first, second] = [newCard(), newCard()];
    await giveCard(memberId, first);
    await giveCard(memberId, second);
    const cards = await list();
    expect(
      cards.map((c: { cardNumber: string; replacedAt: string | null }) => [c.cardNumber, c.replacedAt === null]),
    ).toEqual([
      [second, true],
      [first, false],
    ]);
    await expectText(
      await call("GET", "/api/members/99999999/cards", { token: desk }),
      404,
      "Member with ID 99999999 does not exist",
    );
  });

  it("is gated like the desk's other writes", async () => {
    await expectGate("POST", "/api/visits", { siteId: "LEEDS", memberId: 1001, method: "name" });
    await expectGate("GET", "/api/sites/LEEDS/visits");
    await expectGate("GET", "/api/members/1001/visits");
    await expectGate("PUT", "/api/members/1001/card", { cardNumber: "X1" });
    await expectGate("GET", "/api/cards/X1");
    await expectGate("GET", "/api/members/1001/cards");
    await expectGate("POST", "/api/visits/1/undo", { reason: "Gate check" });
  });
});
