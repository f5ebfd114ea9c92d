import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures, token } from "../../testing";
import { calendarOpeningTimes, calendars, products } from "../../db/schema";
import { renderClock } from "./resource-product-resource";

let foh: string;
beforeAll(async () => {
  foh = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
});
const get = (id: string, t = foh) => call("GET", `/api/configuration/resource-products/${id}`, { token: t });

describe("GET /api/configuration/resource-products/{productId} (endpoint 20)", () => {
  it("is gated", async () => {
    await expectGate("GET", `/api/configuration/resource-products/${fixtures.resourceProductIds[0]}`);
    expect((await get(fixtures.resourceProductIds[0], await token({ products: ["FOH"] }))).status).toBe(200);
    expect((await get(fixtures.resourceProductIds[0], await token({ features: ["FOHGENERIC"] }))).status).toBe(200);
  });

  it("returns the ResourceProduct with a weekly pattern, looked up upper-cased", async () => {
    const response = await get(fixtures.resourceProductIds[0].toLowerCase());
    expect(response.status).toBe(200);
    const product = await response.json();
    expect(Object.keys(product)).toEqual(["id", "description", "siteGroupId", "calendarId", "active", "openingTimes"]);
    expect(product).toMatchObject({
      id: fixtures.resourceProductIds[0],
      siteGroupId: expect.any(String),
      calendarId: expect.any(String),
      active: true,
    });
    expect(product.openingTimes).toHaveLength(7);
    expect(product.openingTimes).toContainEqual({ day: "Monday", startTime: "06:30", endTime: "22:00" });
    expect(product.openingTimes).toContainEqual({ day: "Sunday", startTime: "08:00", endTime: "20:00" });
  });

  it("leaves closed days out", async () => {
    const padel = await (await get("PADEL1")).json();
    expect(padel.calendarId).toBe("$$PADEL1");
    expect(padel.openingTimes.map((t: { day: string }) => t.day)).not.toContain("Monday");
  });

  it("answers 200 for a retail product id with empty opening times", async () => {
    const retail = await (await get(fixtures.retailProductId)).json();
    // "always set": the demo seeds every product with a calendar (a private, empty one for retail)
    expect(retail).toMatchObject({
      id: fixtures.retailProductId,
      openingTimes: [],
      calendarId: `$$${fixtures.retailProductId}`,
    });
  });

  it("renders minutes 1 to 9 as if multiples of ten (the documented quirk), and out-of-range days as null", async () => {
    expect(renderClock("09:05:00")).toBe("09:50");
    expect(renderClock("09:00:00")).toBe("09:00");
    expect(renderClock("18:45:00")).toBe("18:45");
    const db = await database();
    await db.insert(calendars).values({ id: "$$QUIRKT", description: "Quirk test" });
    await db.insert(products).values({
      id: "QUIRKT",
      description: "Quirk court",
      kind: "resource",
      siteGroupId: "LEEDSGRP",
      calendarId: "$$QUIRKT",
      inactive: true,
    });
    await db.insert(calendarOpeningTimes).values([
      { calendarId: "$$QUIRKT", dayOfWeek: 2, startTime: "09:05", endTime: "17:10" },
      { calendarId: "$$QUIRKT", dayOfWeek: 9, startTime: "10:00", endTime: "11:00" },
    ]);
    const product = await (await get("quirkt")).json();
    expect(product.active).toBe(false);
    expect(product.openingTimes).toContainEqual({ day: "Tuesday", startTime: "09:50", endTime: "17:10" });
    expect(product.openingTimes).toContainEqual({ day: null, startTime: "10:00", endTime: "11:00" });
  });

  it("answers (sandbox) 400 plain text for a calendar entry with a start but no end time", async () => {
    const db = await database();
    await db.insert(calendars).values({ id: "$$NOENDT", description: "No end" });
    await db.insert(products).values({
      id: "NOENDT",
      description: "Broken court",
      kind: "resource",
      siteGroupId: "LEEDSGRP",
      calendarId: "$$NOENDT",
    });
    await db
      .insert(calendarOpeningTimes)
      .values({ calendarId: "$$NOENDT", dayOfWeek: 3, startTime: "09:00", endTime: null });
    await expectText(
      await get("NOENDT"),
      400,
      "The calendar $$NOENDT has an opening time on Wednesday with a start time but no end time",
    );
  });

  it("answers 400 Product not found for an unknown id (never 404)", async () => {
    await expectText(await get("NOSUCHPRODUCT"), 400, "Product not found");
  });

  it("answers 400 ProductId must be specified for an empty segment", async () => {
    await expectText(
      await call("GET", "/api/configuration/resource-products/", { token: foh }),
      400,
      "ProductId must be specified",
    );
    await expectText(await get("%20"), 400, "ProductId must be specified");
  });
});

describe("GET /api/configuration/resource-products", () => {
  it("is gated", async () => {
    await expectGate("GET", "/api/configuration/resource-products");
  });

  it("lists the genuine resource products only", async () => {
    const list = await (await call("GET", "/api/configuration/resource-products", { token: foh })).json();
    const ids = list.map((p: { id: string }) => p.id);
    for (const id of fixtures.resourceProductIds) expect(ids).toContain(id);
    expect(ids).not.toContain(fixtures.retailProductId);
    for (const product of list) expect(Array.isArray(product.openingTimes)).toBe(true);
  });
});
