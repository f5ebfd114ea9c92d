import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectEmpty, expectGate, expectModelState, expectText, token } from "../../testing";
import { statuses } from "../../db/schema";

let foh: string;
beforeAll(async () => {
  foh = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
});

let counter = 0;
/** A status of this test's own, so no fixture status changes. */
async function newStatus(values: Partial<typeof statuses.$inferInsert> = {}) {
  const id = `TSTA${process.pid % 1000}${++counter}`.slice(0, 15);
  const db = await database();
  await db
    .insert(statuses)
    .values({ id, description: "Test status", backColourHex: "#112233", textColourHex: "#FFFFFF", ...values });
  return id;
}
const read = async (id: string) => (await call("GET", `/api/configuration/statuses/${id}`, { token: foh })).json();
const put = (id: string, body: unknown, t = foh) =>
  call("PUT", `/api/configuration/statuses/${id}`, { token: t, body });

describe("PUT /api/configuration/statuses/{statusId} (endpoint 8)", () => {
  it("is gated: 401 without a valid token, 403 without FOH or FOHGENERIC", async () => {
    const id = await newStatus();
    await expectGate("PUT", `/api/configuration/statuses/${id}`, { description: "Gate" });
    await expectEmpty(await put(id, { description: "By product" }, await token({ products: ["FOH"] })), 204);
    await expectEmpty(await put(id, { description: "By feature" }, await token({ features: ["FOHGENERIC"] })), 204);
  });

  it("merges: only non-null fields are written; an empty description means no change", async () => {
    const id = await newStatus({ collectSalesInvoices: true });
    await expectEmpty(await put(id, { description: "Renamed", freezeSubscriptions: true }), 204);
    expect(await read(id)).toEqual({
      id,
      description: "Renamed",
      backColourHex: "#112233",
      textColourHex: "#FFFFFF",
      collectSalesInvoices: true,
      treatMembersAsExpired: false,
      freezeSubscriptions: true,
      prospectStatus: false,
    });
    await expectEmpty(
      await put(id, {
        description: "",
        backColourHex: null,
        collectSalesInvoices: null,
        prospectStatus: true,
        treatMembersAsExpired: true,
      }),
      204,
    );
    expect(await read(id)).toMatchObject({
      description: "Renamed",
      backColourHex: "#112233",
      collectSalesInvoices: true,
      prospectStatus: true,
      treatMembersAsExpired: true,
    });
  });

  it("matches the id case-insensitively", async () => {
    const id = await newStatus();
    await expectEmpty(await put(id.toLowerCase(), { description: "Lower-case path" }), 204);
    expect((await read(id)).description).toBe("Lower-case path");
  });

  it("answers 400 plain text for an unknown id (never 404)", async () => {
    await expectText(await put("NOSUCHSTATUS", { description: "x" }), 400, "Status ID NOSUCHSTATUS does not exist");
  });

  it("answers 400 model-state for a description over 255, and (sandbox) for 26 to 255", async () => {
    const id = await newStatus();
    await expectModelState(
      await put(id, { description: "d".repeat(256) }),
      400,
      "Description",
      "The status description cannot be more than 255 characters",
    );
    await expectModelState(
      await put(id, { description: "d".repeat(26) }),
      400,
      "Description",
      "The status description cannot be more than 25 characters",
    );
    await expectEmpty(await put(id, { description: "d".repeat(25) }), 204);
    expect((await read(id)).description).toBe("d".repeat(25));
  });

  it("stores colours as #RRGGBB upper-case, converts colour names, clears with an empty string", async () => {
    const id = await newStatus();
    await expectEmpty(await put(id, { backColourHex: "#a1b2c3", textColourHex: "rebeccapurple" }), 204);
    expect(await read(id)).toMatchObject({ backColourHex: "#A1B2C3", textColourHex: "#663399" });
    await expectEmpty(await put(id, { backColourHex: "Navy", textColourHex: "" }), 204);
    expect(await read(id)).toMatchObject({ backColourHex: "#000080", textColourHex: "" });
  });

  it("answers (sandbox) 400 model-state for an unparseable colour, keyed by field, writing nothing", async () => {
    const id = await newStatus();
    const body = await expectModelState(
      await put(id, { description: "Not saved", backColourHex: "#12345", textColourHex: "not-a-colour" }),
      400,
      "BackColourHex",
      "The back colour '#12345' is not a valid colour: use #RRGGBB or a standard colour name",
    );
    expect(body.TextColourHex).toEqual([
      "The text colour 'not-a-colour' is not a valid colour: use #RRGGBB or a standard colour name",
    ]);
    expect((await read(id)).description).toBe("Test status");
  });

  it("answers 400 model-state for wrong JSON types", async () => {
    const id = await newStatus();
    await expectModelState(
      await put(id, { prospectStatus: "yes" }),
      400,
      "ProspectStatus",
      "The JSON value could not be converted to System.Boolean.",
    );
  });
});

describe("GET /api/configuration/statuses and /statuses/{statusId}", () => {
  it("are gated", async () => {
    await expectGate("GET", "/api/configuration/statuses");
    await expectGate("GET", "/api/configuration/statuses/FULL");
  });

  it("lists every status as MemberStatus", async () => {
    const response = await call("GET", "/api/configuration/statuses", { token: foh });
    expect(response.status).toBe(200);
    const list = await response.json();
    const prospect = list.find((s: { id: string }) => s.id === "PROSPECT");
    expect(prospect).toEqual({
      id: "PROSPECT",
      description: "Prospect",
      backColourHex: "#BF8700",
      textColourHex: "#000000",
      collectSalesInvoices: false,
      treatMembersAsExpired: false,
      freezeSubscriptions: false,
      prospectStatus: true,
    });
  });

  it("reads one by id, case-insensitively; 404 plain text when unknown", async () => {
    expect((await read("full")).id).toBe("FULL");
    await expectText(
      await call("GET", "/api/configuration/statuses/NOSUCH", { token: foh }),
      404,
      "Status ID NOSUCH does not exist",
    );
  });
});
