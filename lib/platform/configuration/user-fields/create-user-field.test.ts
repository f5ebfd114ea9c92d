import { beforeAll, describe, expect, it } from "vitest";
import { base, call, expectEmpty, expectGate, expectText, fixtures, token } from "../../testing";

const path = "/api/configuration/user-fields";
let foh: string;
beforeAll(async () => {
  foh = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
});

/** Sort orders of this file live in 20,000-20,999 so no other test meets them. */
let nextSortOrder = 20_000;
const sortOrder = () => nextSortOrder++;

const create = (body: unknown, t = foh) => call("POST", path, { token: t, body });

async function createAndRead(body: Record<string, unknown>) {
  const response = await create(body);
  expect(response.status).toBe(201);
  const location = response.headers.get("location")!;
  const read = await call("GET", location.slice(base.length), { token: foh });
  expect(read.status).toBe(200);
  const [field] = await read.json();
  return field;
}

describe("POST /api/configuration/user-fields (endpoint 3)", () => {
  it("is gated: 401 without a valid token, 403 without FOH or FOHGENERIC", async () => {
    await expectGate("POST", path, { description: "Gate", type: "Free_Format" });
    expect(
      (await create({ description: "By product", type: "Free_Format" }, await token({ products: ["FOH"] }))).status,
    ).toBe(201);
    expect(
      (await create({ description: "By feature", type: "Free_Format" }, await token({ features: ["FOHGENERIC"] })))
        .status,
    ).toBe(201);
  });

  it("creates with 201, an empty body and a Location at the list filtered to the new id", async () => {
    const order = sortOrder();
    const response = await create({
      sortOrder: order,
      description: "Shoe size",
      type: "Options",
      defaultValue: "Large",
      options: [{ id: 9, description: "Small" }, { id: 7, description: "Medium" }, { description: "Large" }],
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
    const location = response.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${base}${path}\\?ids=\\d+$`));
    const id = Number(new URL(location).searchParams.get("ids"));
    const read = await call("GET", `${path}?ids=${id}`, { token: foh });
    expect(await read.json()).toEqual([
      {
        id,
        sortOrder: order,
        description: "Shoe size",
        type: "Options",
        defaultValue: "Large",
        options: [
          { id: 1, description: "Small" },
          { id: 2, description: "Medium" },
          { id: 3, description: "Large" },
        ],
      },
    ]);
  });

  it("accepts no sortOrder and no default; ids are assigned in sequence", async () => {
    const a = await createAndRead({ description: "No order A", type: "Free_Format" });
    const b = await createAndRead({ description: "No order B", type: "Free_Format", defaultValue: null });
    expect(a).toMatchObject({ sortOrder: null, defaultValue: null, options: [] });
    expect(b.id).toBeGreaterThan(a.id);
  });

  it("answers 422 with an empty body when the request body is empty", async () => {
    await expectEmpty(await call("POST", path, { token: foh }), 422);
  });

  it("rejects a bad description", async () => {
    await expectText(await create({ type: "Free_Format" }), 400, "The Description field is required.");
    await expectText(await create({ description: "", type: "Free_Format" }), 400, "The Description field is required.");
    await expectText(
      await create({ description: "x".repeat(26), type: "Free_Format" }),
      400,
      "The field Description must be a string with a maximum length of 25.",
    );
    expect((await create({ description: "x".repeat(25), type: "Free_Format" })).status).toBe(201);
  });

  it("rejects a missing or unknown type", async () => {
    const message = "The user field type is required to be a non-empty and valid value.";
    await expectText(await create({ description: "No type" }), 400, message);
    await expectText(await create({ description: "Empty type", type: "" }), 400, message);
    await expectText(await create({ description: "Bad type", type: "Colour" }), 400, message);
  });

  it("checks sortOrder: string, range and uniqueness", async () => {
    await expectText(
      await create({ sortOrder: "first", description: "S", type: "Free_Format" }),
      400,
      "Could not convert string to integer.",
    );
    await expectText(
      await create({ sortOrder: -1, description: "S", type: "Free_Format" }),
      400,
      "The field SortOrder must be between 0 and 32767.",
    );
    await expectText(
      await create({ sortOrder: 32768, description: "S", type: "Free_Format" }),
      400,
      "The field SortOrder must be between 0 and 32767.",
    );
    const order = sortOrder();
    expect((await create({ sortOrder: order, description: "First", type: "Free_Format" })).status).toBe(201);
    await expectText(
      await create({ sortOrder: order, description: "Second", type: "Free_Format" }),
      400,
      "User field sort order is not unique.",
    );
  });

  it("checks options: description length, and options only for type Options", async () => {
    await expectText(
      await create({ description: "Opts", type: "Options", options: [{ description: "y".repeat(51) }] }),
      400,
      "The field Description must be a string with a maximum length of 50.",
    );
    await expectText(
      await create({ description: "Opts", type: "Options", options: [{ id: 1 }] }),
      400,
      "The Description field is required.",
    );
    await expectText(
      await create({ description: "Opts", type: "Free_Format", options: [{ description: "A" }] }),
      400,
      "User field of non-Options type may not have options specified.",
    );
    expect(
      (await create({ description: "Opts", type: "Options", options: [{ description: "y".repeat(50) }] })).status,
    ).toBe(201);
  });

  describe("defaultValue by type", () => {
    it("Free_Format and Hyperlink take a string", async () => {
      expect(await createAndRead({ description: "Free", type: "Free_Format", defaultValue: "hello" })).toMatchObject({
        defaultValue: "hello",
      });
      expect(
        await createAndRead({ description: "Link", type: "Hyperlink", defaultValue: "https://example.org" }),
      ).toMatchObject({ defaultValue: "https://example.org" });
      await expectText(
        await create({ description: "Free", type: "Free_Format", defaultValue: 12 }),
        400,
        "the given value of: 12 is not a valid string",
      );
      await expectText(
        await create({ description: "Link", type: "Hyperlink", defaultValue: true }),
        400,
        "the given value of: true is not a valid string",
      );
    });

    it("Options takes one of the option descriptions, case-sensitively", async () => {
      const options = [{ description: "Red" }, { description: "Blue" }];
      await expectText(
        await create({ description: "Opt", type: "Options", options, defaultValue: "red" }),
        400,
        "DefaultValue option red is not one of the given option descriptions.",
      );
      await expectText(
        await create({ description: "Opt", type: "Options", defaultValue: "Red" }),
        400,
        "DefaultValue option Red is not one of the given option descriptions.",
      );
      expect(await createAndRead({ description: "Opt", type: "Options", options, defaultValue: "Blue" })).toMatchObject(
        { defaultValue: "Blue" },
      );
    });

    it("Numeric takes a whole number", async () => {
      expect(await createAndRead({ description: "Num", type: "Numeric", defaultValue: "42" })).toMatchObject({
        defaultValue: "42",
      });
      expect(await createAndRead({ description: "Num", type: "Numeric", defaultValue: 7 })).toMatchObject({
        defaultValue: "7",
      });
      await expectText(
        await create({ description: "Num", type: "Numeric", defaultValue: "4.5" }),
        400,
        "the given value of: 4.5 is not a valid integer",
      );
      await expectText(
        await create({ description: "Num", type: "Numeric", defaultValue: "ten" }),
        400,
        "the given value of: ten is not a valid integer",
      );
    });

    it("Currency takes a decimal without a symbol", async () => {
      expect(await createAndRead({ description: "Cur", type: "Currency", defaultValue: "12.50" })).toMatchObject({
        defaultValue: "12.50",
      });
      await expectText(
        await create({ description: "Cur", type: "Currency", defaultValue: "£12.50" }),
        400,
        "the given value of: £12.50 is not a valid decimal",
      );
      await expectText(
        await create({ description: "Cur", type: "Currency", defaultValue: "abc" }),
        400,
        "the given value of: abc is not a valid decimal",
      );
    });

    it("Member takes an existing member id", async () => {
      const member = String(fixtures.members.guardian);
      expect(await createAndRead({ description: "Mem", type: "Member", defaultValue: member })).toMatchObject({
        defaultValue: member,
      });
      await expectText(
        await create({ description: "Mem", type: "Member", defaultValue: "abc" }),
        400,
        "Failed to parse abc correctly for its type of Member.",
      );
      const unknown = String(fixtures.unknownMemberId);
      await expectText(
        await create({ description: "Mem", type: "Member", defaultValue: unknown }),
        404,
        `Member ID ${unknown} was not found.`,
      );
    });

    it("Date takes { DayType, MonthType, Day, Month, Year } with Fixed or Current", async () => {
      const value = { DayType: "Fixed", MonthType: "Current", Day: 15, Month: 0, Year: 2027 };
      expect(await createAndRead({ description: "Date", type: "Date", defaultValue: value })).toMatchObject({
        defaultValue: value,
      });
      const bad = "Invalid or missing data from the default value object.";
      await expectText(await create({ description: "Date", type: "Date", defaultValue: "2027-01-01" }), 400, bad);
      await expectText(
        await create({
          description: "Date",
          type: "Date",
          defaultValue: { DayType: "Fixed", MonthType: "Fixed", Day: 1, Month: 1 },
        }),
        400,
        bad,
      );
      await expectText(
        await create({ description: "Date", type: "Date", defaultValue: { ...value, DayType: "Tomorrow" } }),
        400,
        bad,
      );
      await expectText(
        await create({ description: "Date", type: "Date", defaultValue: { ...value, MonthType: "Fixed", Month: 13 } }),
        400,
        bad,
      );
    });

    it("User takes { UserName } or { IsCurrentUser: true }, exactly one", async () => {
      const name = fixtures.userNames[0];
      expect(
        await createAndRead({ description: "User", type: "User", defaultValue: { UserName: name } }),
      ).toMatchObject({ defaultValue: { UserName: name } });
      expect(
        await createAndRead({ description: "User", type: "User", defaultValue: { IsCurrentUser: true } }),
      ).toMatchObject({ defaultValue: { IsCurrentUser: true } });
      await expectText(
        await create({ description: "User", type: "User", defaultValue: {} }),
        400,
        "User name was not given and IsCurrentUser was not selected.",
      );
      await expectText(
        await create({ description: "User", type: "User", defaultValue: { IsCurrentUser: false } }),
        400,
        "User name was not given and IsCurrentUser was not selected.",
      );
      await expectText(
        await create({ description: "User", type: "User", defaultValue: { UserName: name, IsCurrentUser: true } }),
        400,
        "A username cannot be provided when IsCurrentUser is selected.",
      );
      await expectText(
        await create({ description: "User", type: "User", defaultValue: { UserName: "nobody" } }),
        404,
        "User name nobody was not found.",
      );
      await expectText(
        await create({ description: "User", type: "User", defaultValue: "manager" }),
        400,
        "Invalid or missing data from the default value object.",
      );
    });
  });

  it("creates nothing when a check fails", async () => {
    const order = sortOrder();
    await expectText(
      await create({
        sortOrder: order,
        description: "Not saved",
        type: "Member",
        defaultValue: String(fixtures.unknownMemberId),
      }),
      404,
      `Member ID ${fixtures.unknownMemberId} was not found.`,
    );
    expect((await create({ sortOrder: order, description: "Saved", type: "Free_Format" })).status).toBe(201);
  });

  it("answers 400 plain text for malformed JSON", async () => {
    const response = await call("POST", path, { token: foh, rawBody: "{ nope" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});
