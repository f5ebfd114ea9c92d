import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { call, database, expectEmpty, expectGate, expectProblem, expectText, fixtures, token } from "../testing";
import { promoCodeDiscounts, promoCodes } from "../db/schema";

const path = "/api/configuration/promotion-codes";
const manager = () => token({ products: ["FOH"], features: ["FOHGENERIC", "BOOKINGDISCOUNTS"] });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let counter = 0;
const newCode = () => `T${Date.now().toString(36).toUpperCase()}${counter++}`;
const valid = (over: Record<string, unknown> = {}) => ({
  code: newCode(),
  validFrom: `${day(0)}T00:00:00Z`,
  validTo: `${day(30)}T00:00:00Z`,
  maxUsages: 10,
  active: true,
  autoApply: false,
  discountIds: [fixtures.discountIds[0], fixtures.discountIds[1]],
  ...over,
});
const create = async (over: Record<string, unknown> = {}) =>
  call("POST", path, { token: await manager(), body: valid(over) });

describe("POST promotion-codes (endpoint 17)", () => {
  it("201 with the bare integer id, Location at the collection; code and links stored", async () => {
    const body = valid({ validFrom: `${day(2)}T15:30:00Z`, validTo: `${day(9)}T23:59:59Z` });
    const response = await call("POST", path, { token: await manager(), body });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).toMatch(/^\d+$/);
    const id = Number(text);
    expect(response.headers.get("location")).toBe("http://localhost/platform/api/configuration/promotion-codes");
    const read = await (await call("GET", `${path}/${id}`, { token: await manager() })).json();
    expect(read).toEqual({
      id,
      code: body.code,
      validFrom: `${day(2)}T00:00:00Z`,
      validTo: `${day(9)}T00:00:00Z`,
      maxUsage: 10,
      usagesRemaining: 10,
      active: true,
      autoApply: false,
      discountIds: [fixtures.discountIds[0], fixtures.discountIds[1]],
    });
    expect(Object.keys(read)).toEqual([
      "id",
      "code",
      "validFrom",
      "validTo",
      "maxUsage",
      "usagesRemaining",
      "active",
      "autoApply",
      "discountIds",
    ]);
  });

  it("accepts a validFrom of today, a validTo of tomorrow, maxUsages 0 (unlimited, usagesRemaining 0), plain dates", async () => {
    const response = await create({ validFrom: day(0), validTo: day(1), maxUsages: 0 });
    expect(response.status).toBe(201);
    const read = await (await call("GET", `${path}/${await response.text()}`, { token: await manager() })).json();
    expect(read).toMatchObject({
      maxUsage: 0,
      usagesRemaining: 0,
      validFrom: `${day(0)}T00:00:00Z`,
      validTo: `${day(1)}T00:00:00Z`,
    });
  });

  it("gate: 401, 403 empty; FOH or FOHGENERIC or BOOKINGDISCOUNTS each enough", async () => {
    await expectGate("POST", path, valid());
    for (const claims of [{ products: ["FOH"] }, { features: ["FOHGENERIC"] }, { features: ["BOOKINGDISCOUNTS"] }]) {
      expect((await call("POST", path, { token: await token(claims), body: valid() })).status).toBe(201);
    }
    await expectEmpty(
      await call("POST", path, {
        token: await token({ products: ["CONSUMER"], features: ["ONLINEBOOK"] }),
        body: valid(),
      }),
      403,
    );
  });

  it("400 problem: every mandatory field, keyed by field", async () => {
    const body = await expectProblem(
      await call("POST", path, { token: await manager(), body: {} }),
      400,
      "Code",
      "The field 'Code' is a mandatory field",
    );
    expect(body.errors).toEqual({
      Code: ["The field 'Code' is a mandatory field"],
      ValidFrom: ["ValidFrom date must be provided"],
      ValidTo: ["ValidTo date must be provided"],
      MaxUsages: ["MaxUsages must be supplied"],
      Active: ["Active must be supplied"],
      AutoApply: ["AutoApply must be supplied"],
      DiscountIds: ["At least one discount ID must be supplied"],
    });
    await expectProblem(await create({ code: "" }), 400, "Code", "The field 'Code' is a mandatory field");
    await expectProblem(
      await create({ code: "A".repeat(26) }),
      400,
      "Code",
      "The field 'Code' can not exceed 25 characters",
    );
    await expectProblem(await create({ maxUsages: -1 }), 400, "MaxUsages", "Max Usages must be 0 or greater");
    await expectProblem(
      await create({ discountIds: [] }),
      400,
      "DiscountIds",
      "At least one discount ID must be supplied",
    );
    await expectProblem(await create({ validFrom: null }), 400, "ValidFrom", "ValidFrom date must be provided");
    await expectProblem(await create({ active: null }), 400, "Active", "Active must be supplied");
    expect((await create({ code: "A".repeat(25) })).status).not.toBe(400); // 25 is allowed (201 or 409 on rerun)
  });

  it("400 problem: malformed JSON and wrong types", async () => {
    const malformed = await call("POST", path, { token: await manager(), rawBody: '{"code": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    for (const [field, over] of [
      ["Code", { code: 12 }],
      ["ValidFrom", { validFrom: "not a date" }],
      ["ValidTo", { validTo: "2026-02-30" }],
      ["MaxUsages", { maxUsages: "10" }],
      ["MaxUsages", { maxUsages: 1.5 }],
      ["Active", { active: "yes" }],
      ["AutoApply", { autoApply: 1 }],
      ["DiscountIds", { discountIds: ["1"] }],
      ["DiscountIds", { discountIds: 1 }],
    ] as const) {
      const response = await create(over);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(Object.keys((await response.json()).errors)).toEqual([field]);
    }
    const array = await call("POST", path, { token: await manager(), body: [1] });
    expect(array.status).toBe(400);
    expect(array.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });

  it("400 plain: blank spaces, then the dates, then the discount ids, in that order", async () => {
    await expectText(
      await create({ code: "HAS SPACE", validTo: day(-1), discountIds: [999999] }),
      400,
      "Promo-code code can not have any blank spaces.",
    );
    await expectText(
      await create({ validTo: day(0), validFrom: day(-3), discountIds: [999999] }),
      400,
      "The Valid To date must be a future date.",
    );
    await expectText(await create({ validTo: day(-2) }), 400, "The Valid To date must be a future date.");
    await expectText(
      await create({ validFrom: day(-1), discountIds: [999999] }),
      400,
      "The Valid From date must be from today onwards.",
    );
    await expectText(
      await create({ validFrom: day(10), validTo: day(5), discountIds: [999999] }),
      400,
      "The Valid To date must be a future date and after the Valid From date.",
    );
    await expectText(
      await create({ discountIds: [999999, fixtures.discountIds[0], 999998] }),
      400,
      "The following discount IDs do not exist and can not be mapped to a promo-code: 999999, 999998",
    );
  });

  it("nothing is created when a discount id is unknown", async () => {
    const body = valid({ discountIds: [fixtures.discountIds[0], 888888] });
    expect((await call("POST", path, { token: await manager(), body })).status).toBe(400);
    const db = await database();
    expect(await db.select().from(promoCodes).where(eq(promoCodes.code, body.code))).toHaveLength(0);
  });

  it("409 plain on a duplicate code, case-insensitively, after the 400s", async () => {
    const body = valid();
    const id = Number(await (await call("POST", path, { token: await manager(), body })).text());
    await expectText(
      await create({ code: body.code.toLowerCase() }),
      409,
      `A promo-code with the code '${body.code.toLowerCase()}' already exists with an ID of ${id}`,
    );
    await expectText(
      await create({ code: body.code, discountIds: [777777] }),
      400,
      "The following discount IDs do not exist and can not be mapped to a promo-code: 777777",
    );
    await expectText(
      await create({ code: fixtures.promotionCode }),
      409,
      `A promo-code with the code '${fixtures.promotionCode}' already exists with an ID of 1`,
    );
  });

  it("concurrent duplicates: exactly one is created, the others get the same 409", async () => {
    const code = newCode();
    const responses = await Promise.all(
      [1, 2, 3].map(async () => call("POST", path, { token: await manager(), body: valid({ code }) })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const db = await database();
    const [row] = await db
      .select()
      .from(promoCodes)
      .where(sql`lower(${promoCodes.code}) = lower(${code})`);
    for (const r of responses.filter((r) => r.status === 409))
      expect(await r.text()).toBe(`A promo-code with the code '${code}' already exists with an ID of ${row.id}`);
    expect(await db.select().from(promoCodeDiscounts).where(eq(promoCodeDiscounts.promoCodeId, row.id))).toHaveLength(
      2,
    );
  });
});

describe("GET promotion-codes by id, by {code}, and the list", () => {
  it("reads by numeric id and by code in literal or encoded curly braces", async () => {
    const byCode = await call("GET", `${path}/{${fixtures.promotionCode}}`, { token: await manager() });
    expect(byCode.status).toBe(200);
    const summer = await byCode.json();
    expect(summer).toMatchObject({
      code: fixtures.promotionCode,
      active: true,
      maxUsage: 100,
      usagesRemaining: 94,
      discountIds: [1, 2],
    });
    expect(
      await (
        await call("GET", `${path}/%7B${fixtures.promotionCode.toLowerCase()}%7D`, { token: await manager() })
      ).json(),
    ).toEqual(summer);
    expect(await (await call("GET", `${path}/${summer.id}`, { token: await manager() })).json()).toEqual(summer);
  });

  it("404 plain for unknown ids and codes; 400 plain for a bare non-numeric segment", async () => {
    await expectText(
      await call("GET", `${path}/987654`, { token: await manager() }),
      404,
      "Promo-code with ID 987654 does not exist.",
    );
    await expectText(
      await call("GET", `${path}/{NOPE}`, { token: await manager() }),
      404,
      "Promo-code with code 'NOPE' does not exist.",
    );
    await expectText(
      await call("GET", `${path}/SUMMER25`, { token: await manager() }),
      400,
      "The value 'SUMMER25' is not a valid promo-code id. Write a code in curly braces, for example {SUMMER25}.",
    );
    await expectGate("GET", `${path}/1`);
  });

  it("400 plain for an id past int32; a twice-encoded control character is not decoded into the lookup", async () => {
    await expectText(
      await call("GET", `${path}/2147483648`, { token: await manager() }),
      400,
      "The value '2147483648' is not a valid promo-code id. Write a code in curly braces, for example {SUMMER25}.",
    );
    await expectText(
      await call("GET", `${path}/%7BA%2500B%7D`, { token: await manager() }),
      404,
      "Promo-code with code 'A%00B' does not exist.",
    );
  });

  it("includeInactive matches its name and value in any case", async () => {
    const all = await (await call("GET", `${path}?INCLUDEINACTIVE=True`, { token: await manager() })).json();
    expect(all.map((c: { code: string }) => c.code)).toContain("WINTER10");
  });

  it("lists active codes only unless includeInactive=true", async () => {
    const active = await (await call("GET", path, { token: await manager() })).json();
    expect(active.every((c: { active: boolean }) => c.active)).toBe(true);
    expect(active.map((c: { code: string }) => c.code)).toContain(fixtures.promotionCode);
    expect(active.map((c: { code: string }) => c.code)).not.toContain("WINTER10");
    const all = await (await call("GET", `${path}?includeInactive=true`, { token: await manager() })).json();
    expect(all.map((c: { code: string }) => c.code)).toContain("WINTER10");
    await expectGate("GET", path);
  });
});

describe("PUT promotion-codes/{id}", () => {
  it("switches an inactive code on (204) and back; the list follows", async () => {
    const id = Number(await (await create({ active: false })).text());
    const listed = async () =>
      ((await (await call("GET", path, { token: await manager() })).json()) as { id: number }[]).some(
        (c) => c.id === id,
      );
    expect(await listed()).toBe(false);
    await expectEmpty(await call("PUT", `${path}/${id}`, { token: await manager(), body: { active: true } }), 204);
    expect(await listed()).toBe(true);
    const read = await (await call("GET", `${path}/${id}`, { token: await manager() })).json();
    expect(read.active).toBe(true);
    expect(read.discountIds).toEqual([1, 2]);
  });

  it("updates fields, replaces discount links, moves usagesRemaining with maxUsages", async () => {
    const id = Number(await (await create()).text());
    await expectEmpty(
      await call("PUT", `${path}/${id}`, {
        token: await manager(),
        body: { maxUsages: 25, autoApply: true, discountIds: [3], validTo: day(60) },
      }),
      204,
    );
    const read = await (await call("GET", `${path}/${id}`, { token: await manager() })).json();
    expect(read).toMatchObject({
      maxUsage: 25,
      usagesRemaining: 25,
      autoApply: true,
      discountIds: [3],
      validTo: `${day(60)}T00:00:00Z`,
    });
  });

  it("the same errors as creation, 404 for an unknown id, 409 for another code's code", async () => {
    const id = Number(await (await create()).text());
    await expectProblem(
      await call("PUT", `${path}/${id}`, { token: await manager(), body: { code: "" } }),
      400,
      "Code",
      "The field 'Code' is a mandatory field",
    );
    await expectProblem(
      await call("PUT", `${path}/${id}`, { token: await manager(), body: { maxUsages: -5 } }),
      400,
      "MaxUsages",
      "Max Usages must be 0 or greater",
    );
    await expectText(
      await call("PUT", `${path}/${id}`, { token: await manager(), body: { code: "A B" } }),
      400,
      "Promo-code code can not have any blank spaces.",
    );
    await expectText(
      await call("PUT", `${path}/${id}`, { token: await manager(), body: { validTo: day(0) } }),
      400,
      "The Valid To date must be a future date.",
    );
    await expectText(
      await call("PUT", `${path}/${id}`, { token: await manager(), body: { validFrom: day(45) } }),
      400,
      "The Valid To date must be a future date and after the Valid From date.",
    );
    await expectText(
      await call("PUT", `${path}/${id}`, { token: await manager(), body: { discountIds: [666666] } }),
      400,
      "The following discount IDs do not exist and can not be mapped to a promo-code: 666666",
    );
    await expectText(
      await call("PUT", `${path}/${id}`, { token: await manager(), body: { code: "winter10" } }),
      409,
      "A promo-code with the code 'winter10' already exists with an ID of 3",
    );
    await expectText(
      await call("PUT", `${path}/999999`, { token: await manager(), body: { active: true } }),
      404,
      "Promo-code with ID 999999 does not exist.",
    );
    await expectGate("PUT", `${path}/${id}`, { active: true });
  });
});

describe("PUT promotion-codes/{id}: changes that contradict the uses so far", () => {
  const put = async (id: number, body: unknown) => call("PUT", `${path}/${id}`, { token: await manager(), body });

  it("a used code keeps its code; its limit can not go below the uses; usagesRemaining is the limit minus the uses", async () => {
    const id = Number(await (await create({ maxUsages: 10 })).text());
    await (await database()).update(promoCodes).set({ usagesRemaining: 7 }).where(eq(promoCodes.id, id)); // used 3 times
    const stored = await (await call("GET", `${path}/${id}`, { token: await manager() })).json();
    await expectText(
      await put(id, { code: `${stored.code}X` }),
      400,
      "The code of a promo-code that has been used can not be changed (used 3 times).",
    );
    await expectText(
      await put(id, { maxUsages: 2 }),
      400,
      "Max Usages can not be less than the 3 times the promo-code has been used.",
    );
    // request validation and the creation rules come first
    await expectProblem(await put(id, { maxUsages: -1 }), 400, "MaxUsages", "Max Usages must be 0 or greater");
    await expectText(await put(id, { code: "A B" }), 400, "Promo-code code can not have any blank spaces.");
    await expectEmpty(await put(id, { maxUsages: 20, code: stored.code }), 204);
    expect(await (await call("GET", `${path}/${id}`, { token: await manager() })).json()).toMatchObject({
      maxUsage: 20,
      usagesRemaining: 17,
    });
    await expectEmpty(await put(id, { maxUsages: 3 }), 204);
    expect(await (await call("GET", `${path}/${id}`, { token: await manager() })).json()).toMatchObject({
      maxUsage: 3,
      usagesRemaining: 0,
    });
    await expectEmpty(await put(id, { maxUsages: 0 }), 204);
    expect(await (await call("GET", `${path}/${id}`, { token: await manager() })).json()).toMatchObject({
      maxUsage: 0,
      usagesRemaining: 0,
    });
  });

  it("an unlimited code counts its usage records; an unused code may change its code", async () => {
    const bulk = await (
      await call("GET", `${path}/{${fixtures.discountUsage.promotionCodeWithOver50Usages}}`, { token: await manager() })
    ).json();
    expect(bulk.maxUsage).toBe(0);
    await expectText(
      await put(bulk.id, { maxUsages: 10 }),
      400,
      "Max Usages can not be less than the 60 times the promo-code has been used.",
    );
    const id = Number(await (await create()).text());
    const renamed = newCode();
    await expectEmpty(await put(id, { code: renamed }), 204);
    expect((await (await call("GET", `${path}/${id}`, { token: await manager() })).json()).code).toBe(renamed);
  });
});

describe("discounts", () => {
  it("lists discounts { id, description, percentOff } and creates one (201)", async () => {
    const list = await (await call("GET", "/api/configuration/discounts", { token: await manager() })).json();
    expect(list.slice(0, 2)).toEqual([
      { id: 1, description: "10% off", percentOff: 10 },
      { id: 2, description: "Half price juniors", percentOff: 50 },
    ]);
    expect(list.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining(fixtures.discountIds));
    const response = await call("POST", "/api/configuration/discounts", {
      token: await manager(),
      body: { description: "Twelve and a half", percentOff: 12.5 },
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toEqual({ id: expect.any(Number), description: "Twelve and a half", percentOff: 12.5 });
    expect((await create({ discountIds: [created.id] })).status).toBe(201);
  });

  it("validates the discount as a problem document; gated", async () => {
    const body = await expectProblem(
      await call("POST", "/api/configuration/discounts", { token: await manager(), body: {} }),
      400,
      "Description",
      "Description is required.",
    );
    expect(body.errors.PercentOff).toEqual(["PercentOff is required."]);
    await expectProblem(
      await call("POST", "/api/configuration/discounts", {
        token: await manager(),
        body: { description: "x", percentOff: 101 },
      }),
      400,
      "PercentOff",
      "PercentOff must be between 0 and 100.",
    );
    await expectGate("GET", "/api/configuration/discounts");
    await expectGate("POST", "/api/configuration/discounts", { description: "x", percentOff: 5 });
  });
});
