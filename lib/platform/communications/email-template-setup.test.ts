import { describe, expect, it } from "vitest";
import { call, expectEmpty, expectGate, expectText, fixtures, token } from "../testing";
import { addPlace, newMember, newSession } from "../bookings/arrange";

const path = "/api/communications/email-template-setup";
const staff = () => token({ products: ["FOH"], features: ["FOHGENERIC"] });
const read = async (body: unknown) => call("PUT", path, { token: await staff(), body });
const { templateId, noQueryTemplateId, missingQueryTemplateId, neverSavedTemplateId } = fixtures.emailTemplates;

describe("PUT email-template-setup (endpoint 18)", () => {
  it("200 EmailTemplateSetup: delimiters, description twice, placeholders from tables then custom fields", async () => {
    const response = await read({ templateId });
    expect(response.status).toBe(200);
    const setup = await response.json();
    expect(Object.keys(setup)).toEqual([
      "closeDelimiter",
      "openDelimiter",
      "config",
      "description",
      "templateName",
      "placeholders",
      "templateId",
      "queryId",
      "templateTypeId",
      "html",
      "previewOnly",
    ]);
    expect(setup).toMatchObject({
      closeDelimiter: "]]",
      openDelimiter: "[[",
      description: "New member welcome",
      templateName: "New member welcome",
      placeholders:
        "First name:FirstName,Last name:LastName,Email:Email,Member ID:MemberId,Site name:SiteName,Site phone:SitePhone,Membership number:MembershipNumber,Preferred name:PreferredName",
      templateId: String(templateId),
      queryId: "1",
      templateTypeId: "WELCOME",
      previewOnly: false,
    });
    expect(typeof setup.config).toBe("string");
    expect(JSON.parse(setup.config).version).toBe(1);
    expect(setup.html).toContain("[[FirstName]]");
  });

  it("a raw-SQL query appends its columns as name:name; a never-saved template has config null and html empty", async () => {
    const setup = await (await read({ templateId: neverSavedTemplateId })).json();
    expect(setup.placeholders).toBe(
      "First name:FirstName,Last name:LastName,Email:Email,Member ID:MemberId,Membership number:MembershipNumber,Preferred name:PreferredName,BookingId:BookingId,StartDateTime:StartDateTime",
    );
    expect(setup.config).toBeNull();
    expect(setup.html).toBe("");
    expect(setup.queryId).toBe("2");
  });

  it("changes nothing and rebuilds placeholders every call", async () => {
    const first = await (await read({ templateId })).json();
    const second = await (await read({ templateId })).json();
    expect(second).toEqual(first);
  });

  it("400 TemplateId must be specified: missing, 0, not a number, no body", async () => {
    for (const body of [{}, { templateId: 0 }, { templateId: "abc" }, { templateId: null }])
      await expectText(await read(body), 400, "TemplateId must be specified");
    await expectText(await call("PUT", path, { token: await staff() }), 400, "TemplateId must be specified");
  });

  it("404 unknown template, 400 template without a query, 404 query that no longer exists", async () => {
    await expectText(await read({ templateId: 987654 }), 404, "Template Detail for Id 987654 does not exist.");
    await expectText(
      await read({ templateId: noQueryTemplateId }),
      400,
      `Template for Id ${noQueryTemplateId} has no associated query.`,
    );
    await expectText(await read({ templateId: missingQueryTemplateId }), 404, "Query with id 999 does not exist.");
  });

  it("gate: FOH or FOHGENERIC", async () => {
    await expectGate("PUT", path, { templateId });
    expect((await call("PUT", path, { token: await token({ products: ["FOH"] }), body: { templateId } })).status).toBe(
      200,
    );
    expect(
      (await call("PUT", path, { token: await token({ features: ["FOHGENERIC"] }), body: { templateId } })).status,
    ).toBe(200);
    await expectEmpty(
      await call("PUT", path, {
        token: await token({ products: ["CONSUMER"], features: ["ONLINEBOOK"] }),
        body: { templateId },
      }),
      403,
    );
  });
});

describe("create, save, list and lookups", () => {
  it("POST creates a template and returns its setup (201); PUT saves editor content; the setup reads it back", async () => {
    const response = await call("POST", path, {
      token: await staff(),
      body: { queryId: 1, templateTypeId: "WELCOME", description: "Test welcome" },
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      config: null,
      html: "",
      description: "Test welcome",
      templateName: "Test welcome",
      queryId: "1",
      templateTypeId: "WELCOME",
      previewOnly: false,
    });
    const id = Number(created.templateId);
    expect(id).toBeGreaterThan(5);
    const config = '{"blocks":[{"type":"text","text":"Hi [[FirstName]]"}],"version":2}';
    await expectEmpty(
      await call("PUT", `/api/communications/email-templates/${id}`, {
        token: await staff(),
        body: { config, html: "<p>Hi [[FirstName]]</p>", description: "Test welcome v2" },
      }),
      204,
    );
    const setup = await (await read({ templateId: id })).json();
    expect(setup).toMatchObject({
      config,
      html: "<p>Hi [[FirstName]]</p>",
      description: "Test welcome v2",
      templateName: "Test welcome v2",
    });
    const list = await (await call("GET", "/api/communications/email-templates", { token: await staff() })).json();
    expect(list.find((t: { id: number }) => t.id === id)).toEqual({
      id,
      description: "Test welcome v2",
      queryId: 1,
      templateTypeId: "WELCOME",
      saved: true,
    });
    expect(list.find((t: { id: number }) => t.id === neverSavedTemplateId).saved).toBe(false);
  });

  it("POST validation and lookups of the query and type", async () => {
    const post = async (body: unknown) => call("POST", path, { token: await staff(), body });
    await expectText(await post({ templateTypeId: "WELCOME", description: "x" }), 400, "QueryId must be specified");
    await expectText(await post({ queryId: 1, description: "x" }), 400, "TemplateTypeId must be specified");
    await expectText(await post({ queryId: 1, templateTypeId: "WELCOME" }), 400, "Description must be specified");
    await expectText(
      await post({ queryId: 4242, templateTypeId: "WELCOME", description: "x" }),
      404,
      "Query with id 4242 does not exist.",
    );
    await expectText(
      await post({ queryId: 1, templateTypeId: "NOPE", description: "x" }),
      404,
      "Template type 'NOPE' does not exist.",
    );
    await expectGate("POST", path, { queryId: 1, templateTypeId: "WELCOME", description: "x" });
  });

  it("save: validation and 404", async () => {
    const created = await (
      await call("POST", path, {
        token: await staff(),
        body: { queryId: 2, templateTypeId: "BOOKCONF", description: "Save checks" },
      })
    ).json();
    const save = async (id: number | string, body: unknown) =>
      call("PUT", `/api/communications/email-templates/${id}`, { token: await staff(), body });
    await expectText(await save(created.templateId, { config: "{not json" }), 400, "Config must be a JSON document");
    await expectText(await save(created.templateId, { description: "" }), 400, "Description must be specified");
    await expectText(await save(777777, { html: "<p/>" }), 404, "Template Detail for Id 777777 does not exist.");
    await expectGate("PUT", `/api/communications/email-templates/${created.templateId}`, { html: "" });
  });

  it("declared bodies: names in any case, the spec's order, every 400 before the 404s", async () => {
    // endpoint 18: a negative id is looked up (404); past int32, an array or malformed JSON is the 400
    await expectText(await read({ TemplateID: -5 }), 404, "Template Detail for Id -5 does not exist.");
    await expectText(await read({ templateId: 2_147_483_648 }), 400, "TemplateId must be specified");
    await expectText(await read([templateId]), 400, "TemplateId must be specified");
    expect((await read({ TEMPLATEID: templateId })).status).toBe(200);
    await expectText(
      await call("PUT", path, { token: await staff(), rawBody: "{oops" }),
      400,
      "The request body is not valid JSON.",
    );
    // create: not an object is the first required field; lengths after the three required fields
    const post = async (body: unknown) => call("POST", path, { token: await staff(), body });
    await expectText(await post([1]), 400, "QueryId must be specified");
    await expectText(
      await post({ queryId: 4242, templateTypeId: "X".repeat(16) }),
      400,
      "Description must be specified",
    );
    await expectText(
      await post({ queryId: 4242, templateTypeId: "X".repeat(16), description: "d" }),
      400,
      "TemplateTypeId cannot be more than 15 characters",
    );
    await expectText(
      await post({ QueryId: 4242, TemplateTypeId: "WELCOME", Description: "x".repeat(256) }),
      400,
      "Description cannot be more than 255 characters",
    );
    await expectText(
      await post({ QUERYID: 4242, templatetypeid: "WELCOME", DESCRIPTION: "x" }),
      404,
      "Query with id 4242 does not exist.",
    );
    // save: the body's 400 before the template's 404; a path id that is not an int32 is never found
    const save = async (id: string, body: unknown) =>
      call("PUT", `/api/communications/email-templates/${id}`, { token: await staff(), body });
    await expectText(await save("777777", { Html: 5 }), 400, "Html must be a string");
    await expectText(await save("777777", [1]), 400, "The request body must be a JSON object.");
    await expectText(await save("abc", {}), 404, "Template Detail for Id abc does not exist.");
    await expectText(await save("2147483648", { html: "" }), 404, "Template Detail for Id 2147483648 does not exist.");
    await expectText(await save("+1", { html: "" }), 404, "Template Detail for Id +1 does not exist.");
  });

  it("save with queryId: a template whose query was removed is bound to another and can be read again", async () => {
    // a copy of the broken fixture, so the fixture stays broken for other tests
    const created = await (
      await call("POST", path, {
        token: await staff(),
        body: { queryId: 1, templateTypeId: "RENEWAL", description: "Rebind" },
      })
    ).json();
    const id = Number(created.templateId);
    const save = async (body: unknown) =>
      call("PUT", `/api/communications/email-templates/${id}`, { token: await staff(), body });
    await expectText(await save({ queryId: 0 }), 400, "QueryId must be specified");
    await expectText(await save({ queryId: "2" }), 400, "QueryId must be specified");
    await expectText(await save({ queryId: 4242, html: "<p>kept?</p>" }), 404, "Query with id 4242 does not exist.");
    expect((await (await read({ templateId: id })).json()).html).toBe(""); // nothing changed
    await expectEmpty(await save({ queryId: 2 }), 204);
    expect(await (await read({ templateId: id })).json()).toMatchObject({
      queryId: "2",
      placeholders: expect.stringContaining("BookingId:BookingId"),
    });
    await expectText(
      await call("PUT", "/api/communications/email-templates/777777", {
        token: await staff(),
        body: { queryId: 4242 },
      }),
      404,
      "Template Detail for Id 777777 does not exist.",
    );
  });

  it("sample values: a member's data by placeholder name; default the lowest member id", async () => {
    const sample = async (q = "") => call("GET", `/api/communications/sample-values${q}`, { token: await staff() });
    const guardian = await (await sample(`?memberId=${fixtures.members.guardian}`)).json();
    expect(guardian.memberId).toBe(fixtures.members.guardian);
    expect(guardian.values).toMatchObject({
      MemberId: String(fixtures.members.guardian),
      FirstName: expect.any(String),
      LastName: expect.any(String),
    });
    expect(guardian.memberName).toBe(`${guardian.values.FirstName} ${guardian.values.LastName}`);
    expect(Object.keys(guardian.values)).toEqual(expect.arrayContaining(["SiteName", "BookingId", "StartDateTime"]));
    const first = await (await sample()).json();
    expect(first.memberId).toBeLessThanOrEqual(fixtures.members.guardian);
    await expectText(await sample("?memberId=abc"), 400, "memberId must be a positive whole number.");
    await expectText(
      await sample(`?memberId=${fixtures.unknownMemberId}`),
      404,
      `Member with ID ${fixtures.unknownMemberId} does not exist.`,
    );
    await expectGate("GET", "/api/communications/sample-values");
  });

  it("sample values: the member's next place, else their latest; never a place they only wait for", async () => {
    const sample = async (memberId: number) =>
      (
        await (
          await call("GET", `/api/communications/sample-values?memberId=${memberId}`, { token: await staff() })
        ).json()
      ).values as Record<string, string>;
    const at = (days: number) => new Date(Date.UTC(2030, 0, 1, 9, 30) + days * 86_400_000);
    const memberId = await newMember("Sam", "Ple");
    expect(Object.keys(await sample(memberId))).not.toContain("BookingId"); // no place at all
    const [past, later, sooner, waited] = [
      await newSession(new Date(Date.UTC(2020, 4, 2, 18, 0))),
      await newSession(at(9)),
      await newSession(at(2)),
      await newSession(at(1)),
    ];
    await addPlace(past, memberId);
    await addPlace(waited, memberId, { waiting: true });
    expect(await sample(memberId)).toMatchObject({ BookingId: String(past), StartDateTime: "2020-05-02 18:00" });
    await addPlace(later, memberId);
    await addPlace(sooner, memberId);
    expect(await sample(memberId)).toMatchObject({
      BookingId: String(sooner),
      StartDateTime: "2030-01-03 09:30",
      ActivityName: expect.any(String),
    });
  });

  it("lookups: queries and template types", async () => {
    const queries = await (await call("GET", "/api/communications/queries", { token: await staff() })).json();
    expect(queries[0]).toEqual({
      id: 1,
      name: "Members with their home site",
      kind: "tables",
      tables: ["Member", "Site"],
      columns: [],
    });
    expect(queries[1]).toMatchObject({ id: 2, kind: "sql", columns: ["BookingId", "StartDateTime"] });
    const types = await (await call("GET", "/api/communications/template-types", { token: await staff() })).json();
    expect(types.map((t: { id: string }) => t.id)).toEqual([
      "BOOKCANC",
      "BOOKCONF",
      "CLOSURE",
      "RENEWAL",
      "WELCOME",
      "WLOFFER",
    ]);
    await expectGate("GET", "/api/communications/queries");
    await expectGate("GET", "/api/communications/template-types");
    await expectGate("GET", "/api/communications/email-templates");
  });
});
