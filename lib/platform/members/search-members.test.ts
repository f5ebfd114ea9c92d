import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";
import { members } from "../db/schema";
import { matching } from "./search-matching";
import { typoDistance } from "./fuzzy-names";
import { createMember } from "./test-members";

const staff = () => token({ products: ["FOH"], features: ["FOHGENERIC"] });
const search = async (query: string) => {
  const response = await call("GET", `/api/members?${query}`, { token: await staff() });
  expect(response.status).toBe(200);
  return response.json();
};

describe("GET /api/members (front-desk search)", () => {
  it("finds the guardian by last-name prefix with the documented item shape", async () => {
    const body = await search("search=mars");
    expect(body.total).toBeGreaterThanOrEqual(2);
    const helen = body.data.find((m: { memberId: number }) => m.memberId === fixtures.members.guardian);
    expect(helen).toEqual({
      memberId: fixtures.members.guardian,
      firstName: "Helen",
      lastName: "Marsh",
      dateOfBirth: "1984-03-14",
      email: "helen.marsh@example.com",
      phone: "07700 900001",
      status: { id: "FULL", description: "Full member", backColourHex: "#1F6FEB", textColourHex: "#FFFFFF" },
      homeSiteId: "LEEDS",
    });
  });

  it("matches 'first last', email, phone and the exact id, ranking the id first", async () => {
    expect((await search("search=Helen%20Mar")).data.map((m: { memberId: number }) => m.memberId)).toContain(
      fixtures.members.guardian,
    );
    expect((await search("search=helen.marsh%40")).data[0].memberId).toBe(fixtures.members.guardian);
    expect((await search("search=07700%20900001")).data[0].memberId).toBe(fixtures.members.guardian);
    expect((await search(`search=${fixtures.members.guardian}`)).data[0].memberId).toBe(fixtures.members.guardian);
  });

  it("finds a UK phone number however it is typed, whole or by its last digits", async () => {
    for (const typed of [
      "07700 900001",
      "07700900001",
      "+44 7700 900001",
      "+44 (0)7700 900001",
      "0044-7700-900-001",
      "(07700) 900001",
      "900001",
      "7700 900",
    ]) {
      const ids = (await search(`search=${encodeURIComponent(typed)}`)).data.map(
        (m: { memberId: number }) => m.memberId,
      );
      expect(ids, typed).toContain(fixtures.members.guardian);
    }
    const stored = await createMember({ firstName: "Pat", lastName: "Dialler", phone: "+44 113 496 0123" });
    expect((await search("search=0113%204960123")).data.map((m: { memberId: number }) => m.memberId)).toContain(stored);
    expect((await search("search=01134960123")).data[0].memberId).toBe(stored);
  });

  it("matches name words in any order, and small typos after exact matches", async () => {
    expect((await search("search=Marsh%20Helen")).data[0].memberId).toBe(fixtures.members.guardian);
    expect((await search("search=marsh%20hel")).data.map((m: { memberId: number }) => m.memberId)).toContain(
      fixtures.members.guardian,
    );
    const typo = (await search("search=Marhs")).data.map((m: { memberId: number }) => m.memberId);
    expect(typo).toContain(fixtures.members.guardian);
    expect((await search("search=Helen%20Marhs")).data[0].memberId).toBe(fixtures.members.guardian);
    const token = `Quillo${Date.now().toString(36).replace(/\d/g, "")}`;
    const exact = await createMember({ firstName: "Ann", lastName: token });
    const near = await createMember({ firstName: "Ann", lastName: `${token.slice(0, -1)}x` });
    const ranked = (await search(`search=${token}`)).data.map((m: { memberId: number }) => m.memberId);
    expect(ranked[0]).toBe(exact);
    expect(ranked).toContain(near);
    // Too short to judge a typo: no fuzzy matches for two letters.
    expect((await search("search=qz")).total).toBe(0);
  });

  it("finds swapped letters, a surname before a first name as near", async () => {
    const jones = await createMember({ firstName: "Trudy", lastName: "Jones" });
    const hughes = await createMember({ firstName: "Trudy", lastName: "Hughes" });
    const marsh = await createMember({ firstName: "Trudy", lastName: "Marsh" });
    const mark = await createMember({ firstName: "Mark", lastName: "Mann" });
    const ids = async (typed: string, limit = 20) =>
      (await search(`search=${encodeURIComponent(typed)}&limit=${limit}`)).data.map(
        (m: { memberId: number }) => m.memberId,
      );
    expect(await ids("jnoes")).toContain(jones);
    expect(await ids("huhges")).toContain(hughes);
    expect(await ids("marhs")).toContain(marsh);
    expect((await ids("Trudy jnoes"))[0]).toBe(jones);
    expect((await ids("jnoes Trudy"))[0]).toBe(jones);
    // "marhs" is one swap from Marsh and two edits from Mark: every Marsh first, Mark Mann after them
    const marhs = (await search("search=marhs&limit=100")).data as { memberId: number; lastName: string }[];
    const mann = marhs.findIndex((m) => m.memberId === mark);
    expect(mann).toBeGreaterThan(-1);
    expect(marhs.slice(0, mann).every((m) => m.lastName === "Marsh")).toBe(true);
    expect(marhs.slice(mann).some((m) => m.lastName === "Marsh")).toBe(false);
  });

  it("measures typos as swaps, insertions, deletions and changes, stopping past the limit", () => {
    expect(typoDistance("jnoes", "jones", 2)).toBe(1);
    expect(typoDistance("huhges", "hughes", 2)).toBe(1);
    expect(typoDistance("marhs", "marsh", 2)).toBe(1);
    expect(typoDistance("marhs", "mark", 2)).toBe(2);
    expect(typoDistance("smyth", "smith", 2)).toBe(1);
    expect(typoDistance("jones", "jones", 2)).toBe(0);
    expect(typoDistance("abcdef", "ghijkl", 2)).toBe(3);
  });

  it("ranks last-name prefix before first-name prefix before email", async () => {
    const token = `Zq${Date.now().toString(36)}`;
    const byEmail = await createMember({
      firstName: "Anne",
      lastName: "Other",
      email: `${token.toLowerCase()}@example.com`,
    });
    const byFirst = await createMember({ firstName: `${token}first`, lastName: "Else" });
    const byLast = await createMember({ firstName: "Bob", lastName: `${token}last` });
    const body = await search(`search=${token}`);
    expect(body.data.map((m: { memberId: number }) => m.memberId)).toEqual([byLast, byFirst, byEmail]);
    expect(body.total).toBe(3);
    // a page that fills part-way through the kinds: the short kind is known, the others are counted
    for (const limit of [1, 2]) expect((await search(`search=${token}&limit=${limit}`)).total).toBe(3);
  });

  it("pages with limit and offset, and total ignores paging", async () => {
    const all = await search("search=s&limit=100");
    const page = await search("search=s&limit=5&offset=5");
    expect(page.data).toHaveLength(5);
    expect(page.total).toBe(all.total);
    expect(page.data).toEqual(all.data.slice(5, 10));
    expect((await search("search=")).data).toHaveLength(20);
  });

  it("treats LIKE wildcards literally", async () => {
    expect((await search("search=%25")).total).toBe(0);
    expect((await search("search=_")).total).toBe(0);
  });

  it("answers 400 plain text for limits out of range", async () => {
    const auth = await staff();
    await expectText(
      await call("GET", "/api/members?search=a&limit=0", { token: auth }),
      400,
      "Limit must be greater than 0",
    );
    await expectText(
      await call("GET", "/api/members?search=a&limit=101", { token: auth }),
      400,
      "Limit cannot be greater than 100",
    );
    await expectText(
      await call("GET", "/api/members?search=a&offset=-1", { token: auth }),
      400,
      "Offset must be greater than or equal to 0",
    );
    await expectText(
      await call("GET", "/api/members?search=a&limit=ten", { token: auth }),
      400,
      "limit must be an integer.",
    );
    await expectText(
      await call("GET", "/api/members?search=a&offset=1.5", { token: auth }),
      400,
      "offset must be an integer.",
    );
    await expectText(
      await call("GET", "/api/members?search=a&limit=0&offset=x", { token: auth }),
      400,
      "offset must be an integer.",
    );
  });

  it("reads its query names in any case; an empty value is omitted", async () => {
    expect((await search("SEARCH=s&LIMIT=3&Offset=")).data).toHaveLength(3);
    expect((await search("search=&limit=")).data).toHaveLength(20);
  });

  it("uses the indexes for every branch (no sequential scan of members)", async () => {
    const db = await database();
    for (const text of [
      "marsh",
      "helen mar",
      "marsh helen",
      "marhs",
      "helen.marsh@",
      "07700 9000",
      "+44 7700 900001",
      "900001",
      "1001",
    ]) {
      const { where } = matching(text);
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const result = await tx.execute(sql`EXPLAIN SELECT id FROM members WHERE ${where}`);
        return (result as unknown as { rows: Record<string, string>[] }).rows
          .map((r) => Object.values(r)[0])
          .join("\n");
      });
      expect(plan, `${text}:\n${plan}`).not.toMatch(/Seq Scan on members/);
    }
    void members;
  });

  it("has the gate (FOH, FOHGENERIC or PROSPECTS)", async () => {
    await expectGate("GET", "/api/members?search=a");
    expect(
      (
        await call("GET", "/api/members?search=a", {
          token: await token({ products: ["CONSUMER"], features: ["ONLINEBOOK"] }),
        })
      ).status,
    ).toBe(403);
  });

  it("lets sales (PROSPECTS) find a member and read the overview, since prospects are members", async () => {
    const sales = await token({ features: ["PROSPECTS"] });
    expect((await call("GET", "/api/members?search=Marsh", { token: sales })).status).toBe(200);
    expect((await call("GET", `/api/members/${fixtures.members.prospect}`, { token: sales })).status).toBe(200);
  });
});

describe("GET /api/members/{memberId} (front-desk overview)", () => {
  it("returns the guardian with the dependant linked", async () => {
    const response = await call("GET", `/api/members/${fixtures.members.guardian}`, { token: await staff() });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual([
      "memberId",
      "firstName",
      "lastName",
      "dateOfBirth",
      "age",
      "email",
      "phone",
      "status",
      "homeSite",
      "linkedMembers",
    ]);
    expect(body).toMatchObject({
      memberId: fixtures.members.guardian,
      firstName: "Helen",
      status: {
        id: "FULL",
        description: "Full member",
        backColourHex: "#1F6FEB",
        textColourHex: "#FFFFFF",
        prospectStatus: false,
      },
      homeSite: { id: "LEEDS", name: "Leeds Central" },
      linkedMembers: [
        { memberId: fixtures.members.dependant, firstName: "Toby", lastName: "Marsh", relationship: "dependant" },
      ],
    });
    expect(body.age).toBeGreaterThanOrEqual(40);
  });

  it("shows the guardian from the dependant's side and a prospect's status", async () => {
    const dependant = await (
      await call("GET", `/api/members/${fixtures.members.dependant}`, { token: await staff() })
    ).json();
    expect(dependant.linkedMembers).toEqual([
      { memberId: fixtures.members.guardian, firstName: "Helen", lastName: "Marsh", relationship: "guardian" },
    ]);
    const prospect = await (
      await call("GET", `/api/members/${fixtures.members.prospect}`, { token: await staff() })
    ).json();
    expect(prospect.status.prospectStatus).toBe(true);
  });

  it("gives null status, home site and age when unset", async () => {
    const id = await createMember({ dateOfBirth: null, statusId: null, homeSiteId: null });
    const body = await (await call("GET", `/api/members/${id}`, { token: await staff() })).json();
    expect(body).toMatchObject({ age: null, status: null, homeSite: null, linkedMembers: [] });
  });

  it("answers 404 plain text for an unknown member", async () => {
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("GET", `/api/members/${unknown}`, { token: await staff() }),
      404,
      `Member with ID ${unknown} does not exist`,
    );
    // not member-scoped: an id that is not a member id is the same 404, named as sent
    for (const bad of ["abc", "0", "0000000001234", "1234567890"]) {
      await expectText(
        await call("GET", `/api/members/${bad}`, { token: await staff() }),
        404,
        `Member with ID ${bad} does not exist`,
      );
    }
  });

  it("has the gate", async () => {
    await expectGate("GET", `/api/members/${fixtures.members.guardian}`);
  });
});
