import { beforeAll, describe, expect, it } from "vitest";
import { call, expectGate, expectText, token } from "../../testing";

const path = "/api/configuration/user-fields";
let foh: string;
beforeAll(async () => {
  foh = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
});

describe("GET /api/configuration/user-fields", () => {
  it("is gated", async () => {
    await expectGate("GET", path);
  });

  it("lists every definition without ids, with the seeded types and options", async () => {
    const response = await call("GET", path, { token: foh });
    expect(response.status).toBe(200);
    const fields = await response.json();
    const types = new Set(fields.map((f: { type: string }) => f.type));
    for (const type of ["Free_Format", "Options", "Date", "Numeric", "Currency", "Hyperlink", "User", "Member"])
      expect(types).toContain(type);
    for (const field of fields)
      expect(Object.keys(field)).toEqual(["id", "sortOrder", "description", "type", "defaultValue", "options"]);
    const options = fields.find(
      (f: { type: string; options: unknown[] }) => f.type === "Options" && f.options.length > 0,
    );
    expect(options.options[0]).toEqual({ id: 1, description: expect.any(String) });
  });

  it("narrows to ids=1,2 and leaves unknown ids out", async () => {
    const response = await call("GET", `${path}?ids=1,2,999999`, { token: foh });
    expect((await response.json()).map((f: { id: number }) => f.id)).toEqual([1, 2]);
    const repeated = await call("GET", `${path}?ids=2&ids=1`, { token: foh });
    expect((await repeated.json()).map((f: { id: number }) => f.id)).toEqual([1, 2]);
  });

  it("rejects an ids entry that is not a whole number", async () => {
    await expectText(await call("GET", `${path}?ids=1,x`, { token: foh }), 400, "The value 'x' is not valid for ids.");
  });

  it("reads ids whatever the case of its name, repeated or not ('' left out)", async () => {
    const response = await call("GET", `${path}?IDS=2&Ids=1,&ids=`, { token: foh });
    expect((await response.json()).map((f: { id: number }) => f.id)).toEqual([1, 2]);
    await expectText(
      await call("GET", `${path}?IDs=1234567890`, { token: foh }),
      400,
      "The value '1234567890' is not valid for ids.",
    );
  });
});
