import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectEmpty, expectGate, expectModelState, expectText, fixtures, token } from "../../testing";
import { costCentres } from "../../db/schema";

let foh: string;
beforeAll(async () => {
  foh = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
});

let counter = 0;
/** A cost centre of this test's own, so the fixture cost centre never changes. */
async function newCostCentre() {
  const id = `CCTRT${++counter}`;
  await (await database()).insert(costCentres).values({ id, description: "Test centre", reference: "REF-1" });
  return id;
}
const list = async () => (await call("GET", "/api/configuration/cost-centres", { token: foh })).json();
const readOne = async (id: string) => (await list()).find((c: { id: string }) => c.id === id);
const put = (id: string, body?: unknown, t = foh) =>
  call("PUT", `/api/configuration/cost-centres/${id}`, { token: t, body });

describe("PUT /api/configuration/cost-centres/{id} (endpoint 19)", () => {
  it("is gated", async () => {
    const id = await newCostCentre();
    await expectGate("PUT", `/api/configuration/cost-centres/${id}`, { description: "Gate" });
    await expectEmpty(await put(id, { description: "By product" }, await token({ products: ["FOH"] })), 204);
    await expectEmpty(await put(id, { description: "By feature" }, await token({ features: ["FOHGENERIC"] })), 204);
  });

  it("updates partially: omitted or null keeps the value; an empty reference is stored", async () => {
    const id = await newCostCentre();
    await expectEmpty(await put(id, { description: "Renamed" }), 204);
    expect(await readOne(id)).toEqual({ id, description: "Renamed", reference: "REF-1" });
    await expectEmpty(await put(id, { description: null, reference: "" }), 204);
    expect(await readOne(id)).toEqual({ id, description: "Renamed", reference: "" });
    await expectEmpty(await put(id, {}), 204);
    expect(await readOne(id)).toEqual({ id, description: "Renamed", reference: "" });
  });

  it("refuses to empty the description", async () => {
    const id = await newCostCentre();
    await expectText(await put(id, { description: "" }), 400, "Description cannot be empty");
    expect((await readOne(id)).description).toBe("Test centre");
  });

  it("answers 400 model-state keyed by field for more than 255 characters", async () => {
    const id = await newCostCentre();
    await expectModelState(
      await put(id, { description: "d".repeat(256) }),
      400,
      "Description",
      "Description cannot be more than 255 characters",
    );
    await expectModelState(
      await put(id, { reference: "r".repeat(256) }),
      400,
      "Reference",
      "Reference cannot be more than 255 characters",
    );
    const both = await expectModelState(
      await put(id, { description: "d".repeat(256), reference: "r".repeat(256) }),
      400,
      "Description",
      "Description cannot be more than 255 characters",
    );
    expect(both.Reference).toEqual(["Reference cannot be more than 255 characters"]);
    await expectEmpty(await put(id, { description: "d".repeat(255), reference: "r".repeat(255) }), 204);
  });

  it("answers 404 plain text for an unknown id", async () => {
    await expectText(await put("CCTRNOSUCH", { description: "x" }), 404, "CostCentre ID does not exist");
  });
});

describe("GET /api/configuration/cost-centres", () => {
  it("is gated", async () => {
    await expectGate("GET", "/api/configuration/cost-centres");
  });

  it("lists { id, description, reference } including the fixture cost centre", async () => {
    const centres = await list();
    const fixture = centres.find((c: { id: string }) => c.id === fixtures.costCentreId);
    expect(fixture).toEqual({
      id: fixtures.costCentreId,
      description: expect.any(String),
      reference: expect.any(String),
    });
    expect(fixtures.costCentreId).toMatch(/^CCTR/);
  });
});
