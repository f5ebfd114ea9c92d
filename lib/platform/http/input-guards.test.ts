/**
 * The request guards every route gets from the wrapper, and what fuzzing every route once found, each
 * pinned: none of these may answer 500 or write anything.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectModelState, expectProblem, expectText, fixtures, token } from "../testing";
import { memberToken } from "../members/test-members";
import { allRoutes } from "../routes";

const { guardian } = fixtures.members;
const tenDigits = "1000000000";
const staff = () =>
  token({ products: ["FOH", "ADMIN"], features: ["FOHGENERIC", "ADMIN", "PROSPECTS"], memberId: guardian });
const notAllowed = (field: string) =>
  `${field} contains a character that is not allowed (NUL, a control character or an unpaired surrogate).`;

// the shared database starts (migrated and seeded) under the hook timeout, not a test's
beforeAll(async () => {
  await database();
});

describe("request guards (every route)", () => {
  it("refuses a body over the limit with 413 before anything else, in the route's body kind", async () => {
    const huge = JSON.stringify({ medicalNote: "x".repeat(1024 * 1024) });
    const t = await memberToken(guardian, ["FOH"], ["FOHGENERIC"]);
    await expectText(
      await call("POST", `/api/members/${guardian}/medical-details`, { token: t, rawBody: huge }),
      413,
      "The request body is larger than the limit of 1048576 bytes.",
    );
    const problem = await call("POST", "/api/configuration/promotion-codes", { token: await staff(), rawBody: huge });
    expect(problem.status).toBe(413);
    expect(problem.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    // even before authentication
    expect(
      (await call("PUT", `/api/configuration/cost-centres/${fixtures.costCentreId}`, { rawBody: huge })).status,
    ).toBe(413);
  });

  it("refuses NUL, control characters and unpaired surrogates in any body string, in the route's body kind", async () => {
    const t = await memberToken(guardian, ["FOH"], ["FOHGENERIC"]);
    const { activeId } = fixtures.medicalConditionTypes;
    await expectText(
      await call("POST", `/api/members/${guardian}/medical-details`, {
        token: t,
        body: { medicalConditionTypeId: activeId, medicalNote: "a\u0000b" },
      }),
      400,
      notAllowed("MedicalNote"),
    );
    await expectText(
      await call("POST", `/api/members/${guardian}/medical-details`, {
        token: t,
        body: { medicalConditionTypeId: activeId, medicalNote: "\uD800" },
      }),
      400,
      notAllowed("MedicalNote"),
    );
    await expectModelState(
      await call("PUT", `/api/configuration/cost-centres/${fixtures.costCentreId}`, {
        token: await staff(),
        body: { description: "bell\u0007" },
      }),
      400,
      "Description",
      notAllowed("Description"),
    );
    await expectProblem(
      await call("POST", "/api/configuration/promotion-codes", { token: await staff(), body: { code: "A\u0000" } }),
      400,
      "Code",
      notAllowed("Code"),
    );
    // tab and newlines are ordinary text
    const ok = await call("POST", `/api/members/${guardian}/medical-details`, {
      token: t,
      body: { medicalConditionTypeId: activeId, medicalNote: "line 1\n\tline 2\r\n" },
    });
    expect(ok.status).toBe(201);
    await call("DELETE", `/api/members/${guardian}/medical-details/${(await ok.json()).id}`, { token: t });
  });

  it("refuses bodies nested too deeply (a 5,000-deep user-field default) and bytes that are not UTF-8", async () => {
    const deep = `{"description":"Deep","type":"Free_Format","defaultValue":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const response = await call("POST", "/api/configuration/user-fields", { token: await staff(), rawBody: deep });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("nested too deeply");
    const t = await memberToken(guardian, ["FOH"], ["FOHGENERIC"]);
    const request = new Request(`http://localhost/platform/api/members/${guardian}/medical-details`, {
      method: "POST",
      headers: { Authorization: `Bearer ${t}`, "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]),
    });
    const { getPlatform } = await import("../index");
    await expectText(await getPlatform().handle(request), 400, "The request body is not valid UTF-8.");
  });

  it("refuses control characters in path values (NUL in a status id and a cost-centre id) and query values", async () => {
    await expectModelState(
      await call("PUT", "/api/configuration/statuses/AB%00C", { token: await staff(), body: { description: "x" } }),
      400,
      "statusId",
      notAllowed("statusId"),
    );
    await expectModelState(
      await call("PUT", "/api/configuration/cost-centres/CCTR%00", {
        token: await staff(),
        body: { description: "x" },
      }),
      400,
      "id",
      notAllowed("id"),
    );
    await expectText(
      await call("GET", "/api/configuration/sites?x=%01", { token: await staff() }),
      400,
      notAllowed("x"),
    );
  });

  it("decodes the schedule id once: a literal percent sign is an invalid id, not a 500", async () => {
    const response = await call("PUT", "/api/booking-sheets/exception/%25E0%25A4%25A", {
      token: await staff(),
      body: {},
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("%E0%A4%A");
  });

  it("keeps ints in int32: medicalConditionTypeId, cardId and integrator rate limits", async () => {
    const t = await memberToken(guardian, ["FOH"], ["FOHGENERIC"]);
    await expectText(
      await call("POST", `/api/members/${guardian}/medical-details`, {
        token: t,
        body: { medicalConditionTypeId: 2_147_483_648 },
      }),
      400,
      "medicalConditionTypeId must be an integer.",
    );
    await expectText(
      await call("PUT", `/api/members/${guardian}/rcp-card`, {
        token: await memberToken(guardian, ["FOH"], ["FOHGENERIC"]),
        body: { cardId: 2_147_483_648 },
      }),
      400,
      "cardId must be an integer.",
    );
    const admin = await token({ features: ["ADMIN"] });
    const integrator = await call("POST", "/api/configuration/admin/integrators", {
      token: admin,
      body: { name: "Overflow", origin: "https://overflow.example.org", rateLimitPerMinute: 2_147_483_648 },
    });
    expect(integrator.status).toBe(400);
  });

  it("answers the token endpoint's 401 for a bad percent-escape in Basic credentials", async () => {
    const response = await call("POST", "/connect/token", {
      rawBody: "grant_type=client_credentials",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Authorization: `Basic ${Buffer.from("%E0%A4%A:secret").toString("base64")}`,
      },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "invalid_client" });
  });
});

describe("member ids are int32 (1 to 2,147,483,647)", () => {
  const int32Max = "2147483647";
  const overInt32 = "2147483648";
  const ownToken = (memberId: number) =>
    token({ products: ["FOH", "CONSUMER"], features: ["FOHGENERIC", "ONLINEBOOK", "ONLINEJOIN"], memberId });

  it("a ten-digit id within int32 gets each endpoint's own not-found answer", async () => {
    const own = await ownToken(2_147_483_647);
    const slot = { slotReference: JSON.stringify({ bookingId: 1 }) };
    for (const suffix of ["/alert-list", "/alert-list/1"])
      await expectText(
        await call("POST", `/api/bookings/${int32Max}${suffix}`, { token: own, body: slot }),
        404,
        `Invalid Member ID ${int32Max}: member doesn't exist`,
      );
    await expectText(
      await call("GET", `/api/members/${int32Max}/medical-details`, { token: own }),
      400,
      `MemberId: ${int32Max} does not exist.`,
    );
    await expectText(
      await call("PUT", `/api/members/${int32Max}/addresses`, { token: own, body: {} }),
      404,
      `Member with ID ${int32Max} does not exist`,
    );
    // and no member-scoped route calls it an invalid id
    for (const { spec } of allRoutes.filter((r) => r.spec.memberScoped)) {
      const path = spec.path.replace(":memberId", "1234567890").replace(/:\w+/g, "1");
      const body = spec.method === "get" || spec.method === "delete" ? undefined : {};
      const response = await call(spec.method.toUpperCase(), path, { token: await ownToken(1_234_567_890), body });
      expect(response.status, `${spec.method} ${spec.path}`).toBeLessThan(500);
      expect(await response.text()).not.toBe("The value '1234567890' is not a valid member ID.");
    }
  });

  it("refuses an id outside int32, zero or not digits on every route declared member-scoped, even with its own token", async () => {
    const own = await ownToken(1_000_000_000);
    const memberScoped = allRoutes.filter((r) => r.spec.memberScoped);
    expect(memberScoped.length).toBeGreaterThanOrEqual(15);
    for (const bad of [overInt32, "99999999999", "0", "-1", "+1", "1.5"])
      for (const { spec } of memberScoped) {
        const path = spec.path.replace(":memberId", bad).replace(/:\w+/g, "1");
        const body = spec.method === "get" || spec.method === "delete" ? undefined : {};
        await expectText(
          await call(spec.method.toUpperCase(), path, { token: own, body }),
          400,
          `The value '${bad}' is not a valid member ID.`,
        );
      }
  });

  it("past bookings and prospect interactions take such ids and answer their unknown-member status", async () => {
    const foh = await token({ products: ["FOH"], features: ["FOHGENERIC", "PROSPECTS"] });
    expect((await call("GET", `/api/members/${tenDigits}/past-bookings`, { token: foh })).status).toBe(404);
    expect((await call("GET", `/api/members/v2/${tenDigits}/past-bookings`, { token: foh })).status).toBe(404);
    expect(
      (
        await call("POST", `/api/members/prospects/${tenDigits}/interactions`, {
          token: foh,
          body: { interactionSubTypeId: "X" },
        })
      ).status,
    ).toBe(422);
  });
});
