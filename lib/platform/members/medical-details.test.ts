import { describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { call, database, expectEmpty, expectGate, expectText, fixtures, token } from "../testing";
import { memberScopeMessage } from "../http/app";
import { auditLog } from "../db/schema";
import { createMember, link, memberToken } from "./test-members";

const { guardian, dependant, unlinked } = fixtures.members;
const { activeId, deactivatedId } = fixtures.medicalConditionTypes;

const auditOf = async (memberId: number) =>
  (await database()).select().from(auditLog).where(eq(auditLog.memberId, memberId)).orderBy(desc(auditLog.id));

describe("GET /api/members/{memberId}/medical-details (endpoint 14)", () => {
  it("returns the guardian's conditions, one pointing at a deactivated type, and audits the read", async () => {
    const response = await call("GET", `/api/members/${guardian}/medical-details`, {
      token: await memberToken(guardian, ["FOH"], [], "reader-1"),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.memberId).toBe(guardian);
    expect(body.medicalConditions.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(body.medicalConditions[0])).toEqual([
      "id",
      "medicalConditionTypeId",
      "medicalConditionType",
      "medicalNote",
    ]);
    expect(
      body.medicalConditions.some(
        (c: { medicalConditionTypeId: number }) => c.medicalConditionTypeId === deactivatedId,
      ),
    ).toBe(true);
    const [last] = await auditOf(guardian);
    expect(last).toMatchObject({ actor: "reader-1", action: "medical.read", memberId: guardian });
  });

  it("returns an empty array when none; a guardian reads the dependant", async () => {
    const parent = await createMember();
    const child = await createMember({ dateOfBirth: "2013-03-03" });
    await link(parent, child);
    expect(
      await (await call("GET", `/api/members/${child}/medical-details`, { token: await memberToken(parent) })).json(),
    ).toEqual({ memberId: child, medicalConditions: [] });
    expect(
      (await call("GET", `/api/members/${dependant}/medical-details`, { token: await memberToken(guardian) })).status,
    ).toBe(200);
  });

  it("answers 400 plain text for an unknown member and 403 (wrapper message) for an unlinked member", async () => {
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("GET", `/api/members/${unknown}/medical-details`, { token: await memberToken(unknown) }),
      400,
      `MemberId: ${unknown} does not exist.`,
    );
    await expectText(
      await call("GET", `/api/members/${guardian}/medical-details`, { token: await memberToken(unlinked) }),
      403,
      memberScopeMessage,
    );
  });

  it("needs FOH or FOHGENERIC (CONSUMER is not enough)", async () => {
    expect(
      (
        await call("GET", `/api/members/${guardian}/medical-details`, {
          token: await memberToken(guardian, ["CONSUMER"], ["ONLINEBOOK"]),
        })
      ).status,
    ).toBe(403);
    await expectGate("GET", `/api/members/${guardian}/medical-details`);
  });
});

describe("GET /api/configuration/medical-types", () => {
  it("lists every type with deactivated ones marked", async () => {
    const response = await call("GET", "/api/configuration/medical-types", {
      token: await token({ features: ["FOHGENERIC"] }),
    });
    expect(response.status).toBe(200);
    const types = await response.json();
    expect(Object.keys(types[0])).toEqual(["id", "name", "active"]);
    expect(types.find((t: { id: number }) => t.id === deactivatedId).active).toBe(false);
    expect(types.find((t: { id: number }) => t.id === activeId).active).toBe(true);
    await expectGate("GET", "/api/configuration/medical-types");
  });
});

describe("medical-details writes", () => {
  it("adds, changes and removes a condition, auditing each write with the token's subject", async () => {
    const id = await createMember();
    const auth = await memberToken(id, ["FOH"], ["FOHGENERIC"], "nurse-7");
    const long = "x".repeat(10_000);
    const created = await call("POST", `/api/members/${id}/medical-details`, {
      token: auth,
      body: { medicalConditionTypeId: activeId, medicalNote: long },
    });
    expect(created.status).toBe(201);
    const condition = await created.json();
    expect(condition).toEqual({
      id: expect.any(Number),
      medicalConditionTypeId: activeId,
      medicalConditionType: "Asthma",
      medicalNote: long,
    });

    const changed = await call("PUT", `/api/members/${id}/medical-details/${condition.id}`, {
      token: auth,
      body: { medicalNote: "Mild" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ...condition, medicalNote: "Mild" });

    await expectEmpty(await call("DELETE", `/api/members/${id}/medical-details/${condition.id}`, { token: auth }), 204);
    expect(
      (await (await call("GET", `/api/members/${id}/medical-details`, { token: auth })).json()).medicalConditions,
    ).toEqual([]);
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(["medical.read", "medical.delete", "medical.update", "medical.create"]);
    expect(audit.every((a) => a.actor === "nurse-7" && a.memberId === id)).toBe(true);
    expect(audit[1].entityId).toBe(String(condition.id));
  });

  it("refuses unknown and deactivated types, unknown records and bad bodies, writing nothing", async () => {
    const id = await createMember();
    const auth = await memberToken(id);
    await expectText(
      await call("POST", `/api/members/${id}/medical-details`, {
        token: auth,
        body: { medicalConditionTypeId: 4040, medicalNote: "" },
      }),
      400,
      "Medical condition type 4040 does not exist.",
    );
    await expectText(
      await call("POST", `/api/members/${id}/medical-details`, {
        token: auth,
        body: { medicalConditionTypeId: deactivatedId, medicalNote: "" },
      }),
      400,
      `Medical condition type ${deactivatedId} is deactivated and cannot be assigned.`,
    );
    await expectText(
      await call("POST", `/api/members/${id}/medical-details`, { token: auth, body: { medicalNote: "x" } }),
      400,
      "medicalConditionTypeId must be an integer.",
    );
    await expectText(
      await call("POST", `/api/members/${id}/medical-details`, {
        token: auth,
        body: { medicalConditionTypeId: activeId, medicalNote: 5 },
      }),
      400,
      "medicalNote must be a string.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/medical-details/777777`, { token: auth, body: { medicalNote: "x" } }),
      404,
      `Medical condition 777777 was not found for member ${id}.`,
    );
    await expectText(
      await call("DELETE", `/api/members/${id}/medical-details/777777`, { token: auth }),
      404,
      `Medical condition 777777 was not found for member ${id}.`,
    );
    // a record id that is not a positive int32 is never found, named as sent; the body's 400 comes first
    for (const bad of ["abc", "0", "2147483648"]) {
      await expectText(
        await call("PUT", `/api/members/${id}/medical-details/${bad}`, { token: auth, body: { medicalNote: "x" } }),
        404,
        `Medical condition ${bad} was not found for member ${id}.`,
      );
      await expectText(
        await call("DELETE", `/api/members/${id}/medical-details/${bad}`, { token: auth }),
        404,
        `Medical condition ${bad} was not found for member ${id}.`,
      );
    }
    await expectText(
      await call("PUT", `/api/members/${id}/medical-details/abc`, { token: auth, body: { medicalNote: 5 } }),
      400,
      "medicalNote must be a string.",
    );
    const { id: conditionId } = await (
      await call("POST", `/api/members/${id}/medical-details`, {
        token: auth,
        body: { medicalConditionTypeId: activeId, medicalNote: "" },
      })
    ).json();
    await expectText(
      await call("PUT", `/api/members/${id}/medical-details/${conditionId}`, {
        token: auth,
        body: { medicalConditionTypeId: 4040 },
      }),
      400,
      "Medical condition type 4040 does not exist.",
    );
    // another member's record is not found for this member
    const other = await createMember();
    await expectText(
      await call("DELETE", `/api/members/${other}/medical-details/${conditionId}`, { token: await memberToken(other) }),
      404,
      `Medical condition ${conditionId} was not found for member ${other}.`,
    );
    const writes = (await auditOf(id)).filter((a) => a.action !== "medical.read");
    expect(writes.map((a) => a.action)).toEqual(["medical.create"]);
  });

  it("answers 400 for an unknown member and 403 for an unlinked member on every write", async () => {
    const unknown = fixtures.unknownMemberId;
    const ghost = await memberToken(unknown);
    await expectText(
      await call("POST", `/api/members/${unknown}/medical-details`, {
        token: ghost,
        body: { medicalConditionTypeId: activeId, medicalNote: "" },
      }),
      400,
      `MemberId: ${unknown} does not exist.`,
    );
    await expectText(
      await call("PUT", `/api/members/${unknown}/medical-details/1`, { token: ghost, body: { medicalNote: "" } }),
      400,
      `MemberId: ${unknown} does not exist.`,
    );
    await expectText(
      await call("DELETE", `/api/members/${unknown}/medical-details/1`, { token: ghost }),
      400,
      `MemberId: ${unknown} does not exist.`,
    );
    const foreign = await memberToken(unlinked);
    await expectText(
      await call("POST", `/api/members/${guardian}/medical-details`, {
        token: foreign,
        body: { medicalConditionTypeId: activeId, medicalNote: "" },
      }),
      403,
      memberScopeMessage,
    );
    await expectText(
      await call("PUT", `/api/members/${guardian}/medical-details/1`, { token: foreign, body: { medicalNote: "" } }),
      403,
      memberScopeMessage,
    );
    await expectText(
      await call("DELETE", `/api/members/${guardian}/medical-details/1`, { token: foreign }),
      403,
      memberScopeMessage,
    );
  });

  it("writes have the gate", async () => {
    await expectGate("POST", `/api/members/${guardian}/medical-details`, {
      medicalConditionTypeId: activeId,
      medicalNote: "",
    });
    await expectGate("PUT", `/api/members/${guardian}/medical-details/1`, { medicalNote: "" });
    await expectGate("DELETE", `/api/members/${guardian}/medical-details/1`);
  });
});
