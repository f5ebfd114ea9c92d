import { beforeAll, describe, expect, it } from "vitest";
import { call, expectGate, expectText, fixtures, token } from "../../testing";

let reader: string;
beforeAll(async () => {
  reader = await token({ products: ["CONSUMER"], features: ["ONLINEBOOK"] });
});
const get = (path: string, t = reader) => call("GET", path, { token: t });

describe("GET /api/configuration/sites/{siteId} (endpoint 11)", () => {
  it("is gated: any of FOH, CONSUMER, INTEGRATIONS or ONLINEBOOK, ONLINEJOIN, DATAHUB, TRP, FOHGENERIC", async () => {
    await expectGate("GET", `/api/configuration/sites/${fixtures.siteId}`);
    for (const claims of [
      { products: ["FOH"] },
      { products: ["INTEGRATIONS"] },
      { features: ["ONLINEJOIN"] },
      { features: ["DATAHUB"] },
      { features: ["TRP"] },
      { features: ["FOHGENERIC"] },
    ]) {
      expect((await get(`/api/configuration/sites/${fixtures.siteId}`, await token(claims))).status).toBe(200);
    }
  });

  it("returns the Site shape with null rich arrays without the flag", async () => {
    const response = await get(`/api/configuration/sites/${fixtures.siteId}`);
    expect(response.status).toBe(200);
    const site = await response.json();
    expect(Object.keys(site)).toEqual([
      "id",
      "name",
      "legalName",
      "vatId",
      "description",
      "address",
      "location",
      "contact",
      "websiteUrl",
      "logoUrl",
      "termsConditionsUrl",
      "privacyPolicyUrl",
      "openActiveTaxMode",
      "isActive",
      "isWebVisible",
      "openingDate",
      "organisations",
      "images",
      "socialMedia",
      "translations",
    ]);
    expect(site).toMatchObject({
      id: fixtures.siteId,
      address: {
        addressLine1: "1 Park Row",
        addressLine2: null,
        addressLine3: null,
        townCity: "Leeds",
        postalCode: "LS1 5HD",
      },
      location: { latitude: "53.7997", longitude: "-1.5492" },
      contact: { telephone: expect.any(String), email: expect.any(String) },
      logoUrl: null,
      isActive: true,
      isWebVisible: true,
      openingDate: "2009-04-01T00:00:00.000Z",
      organisations: null,
      images: null,
      socialMedia: null,
      translations: [],
    });
    expect(site).not.toHaveProperty("amenities");
  });

  it("matches the id case-insensitively and returns inactive sites with flags from the nullable columns", async () => {
    const site = await (await get(`/api/configuration/sites/${fixtures.inactiveSiteId.toLowerCase()}`)).json();
    expect(site).toMatchObject({
      id: fixtures.inactiveSiteId,
      isActive: false,
      isWebVisible: false,
      openingDate: null,
      websiteUrl: null,
      location: { latitude: null, longitude: null },
      vatId: "", // typed string in the spec: empty, never null, when unset
    });
  });

  it("adds organisations, images, social media, amenities and facilities with includeFacilitiesAndAmenities=true", async () => {
    const site = await (
      await get(`/api/configuration/sites/${fixtures.richSiteId}?includeFacilitiesAndAmenities=true`)
    ).json();
    expect(site.address.addressLine2).toBe("Royal Parade");
    expect(site.translations.length).toBeGreaterThan(0);
    for (const t of site.translations)
      expect(t).toEqual({ type: "Site", culture: expect.any(String), text: expect.any(String) });
    expect(site.organisations[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      name: expect.any(String),
    });
    expect(site.images[0]).toEqual({
      id: expect.any(Number),
      url: expect.any(String),
      description: expect.any(String),
      translations: [{ type: "SiteImage", culture: "fr-FR", text: expect.any(String) }],
    });
    expect(site.socialMedia[0]).toEqual({
      id: expect.any(Number),
      url: expect.any(String),
      description: expect.any(String),
      logoUrl: expect.any(String),
      translations: [{ type: "SiteSocialMedia", culture: "fr-FR", text: expect.any(String) }],
    });
    expect(site.amenities.length).toBeGreaterThan(0);
    expect(site.facilities.length).toBeGreaterThan(0);
    for (const item of [...site.amenities, ...site.facilities]) {
      expect(Object.keys(item)).toEqual(["id", "key", "name", "description", "translations"]);
      expect(Array.isArray(item.translations)).toBe(true);
    }
  });

  it("only the literal true switches the richer shape on", async () => {
    for (const value of ["True", "1", "yes", "false"]) {
      const site = await (
        await get(`/api/configuration/sites/${fixtures.richSiteId}?includeFacilitiesAndAmenities=${value}`)
      ).json();
      expect(site.organisations).toBeNull();
      expect(site).not.toHaveProperty("facilities");
    }
  });

  it("matches the flag's name in any case, its value only as the literal true", async () => {
    const site = await (
      await get(`/api/configuration/sites/${fixtures.richSiteId}?INCLUDEFACILITIESANDAMENITIES=true`)
    ).json();
    expect(Array.isArray(site.organisations)).toBe(true);
    const list = await (await get(`/api/configuration/sites?includefacilitiesandamenities=true`)).json();
    expect(list.find((s: { id: string }) => s.id === fixtures.richSiteId)).toHaveProperty("facilities");
  });

  it("answers 404 plain text for an unknown site, also with the flag", async () => {
    await expectText(await get("/api/configuration/sites/NOWHERE"), 404, "Site ID 'NOWHERE' does not exist");
    await expectText(
      await get("/api/configuration/sites/NOWHERE?includeFacilitiesAndAmenities=true"),
      404,
      "Site ID 'NOWHERE' does not exist",
    );
  });
});

describe("GET /api/configuration/sites", () => {
  it("is gated", async () => {
    await expectGate("GET", "/api/configuration/sites");
  });

  it("lists every site, inactive ones included", async () => {
    const sites = await (await get("/api/configuration/sites")).json();
    const ids = sites.map((s: { id: string }) => s.id);
    for (const id of [fixtures.siteId, fixtures.richSiteId, fixtures.inactiveSiteId]) expect(ids).toContain(id);
    expect(sites.every((s: { organisations: unknown }) => s.organisations === null)).toBe(true);
    expect(sites.every((s: { vatId: unknown }) => typeof s.vatId === "string")).toBe(true);
  });
});
