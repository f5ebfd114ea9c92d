import { describe, expect, it } from "vitest";
import { call, expectGate, expectText, fixtures } from "../testing";
import { memberScopeMessage } from "../http/app";
import { createMember, link, memberToken } from "./test-members";

describe("PUT /api/members/{memberId}/consent", () => {
  it("merges legal-agreement data: omitted keeps, null clears, and every change is in the history", async () => {
    const id = await createMember({ privacyPolicySigned: false });
    const auth = await memberToken(id);
    const first = await call("PUT", `/api/members/${id}/consent`, {
      token: auth,
      body: {
        privacyPolicySigned: true,
        privacyPolicySignedDate: "2026-01-05T10:00:00Z",
        termsAndConditionsSignedDate: "2026-01-05T10:01:00+01:00",
      },
    });
    expect(first.status).toBe(200);
    const afterFirst = await first.json();
    expect(afterFirst).toMatchObject({
      memberId: id,
      privacyPolicySigned: true,
      privacyPolicySignedDate: "2026-01-05T10:00:00.000Z",
      termsAndConditionsSignedDate: "2026-01-05T09:01:00.000Z",
      healthCommitmentStatementSignedDate: null,
    });
    const second = await (
      await call("PUT", `/api/members/${id}/consent`, {
        token: auth,
        body: { healthCommitmentStatementSignedDate: "2026-02-01T00:00:00Z", termsAndConditionsSignedDate: null },
      })
    ).json();
    expect(second).toMatchObject({
      privacyPolicySigned: true,
      privacyPolicySignedDate: "2026-01-05T10:00:00.000Z",
      termsAndConditionsSignedDate: null,
      healthCommitmentStatementSignedDate: "2026-02-01T00:00:00.000Z",
    });
    expect(Date.parse(second.modifiedOn)).toBeGreaterThan(Date.parse(afterFirst.modifiedOn));
    const history = await (await call("GET", `/api/members/${id}/consent/history`, { token: auth })).json();
    expect(history).toHaveLength(5);
    expect(history.every((h: { kind: string; action: string }) => h.kind === "legal" && h.action === "changed")).toBe(
      true,
    );
    expect(history.map((h: { subjectId: string }) => h.subjectId)).toEqual(
      expect.arrayContaining([
        "privacyPolicySigned",
        "privacyPolicySignedDate",
        "termsAndConditionsSignedDate",
        "healthCommitmentStatementSignedDate",
      ]),
    );
  });

  it("lets a guardian change a dependant's data", async () => {
    const parent = await createMember();
    const child = await createMember({ dateOfBirth: "2014-01-01" });
    await link(parent, child);
    expect(
      (
        await call("PUT", `/api/members/${child}/consent`, {
          token: await memberToken(parent),
          body: { privacyPolicySigned: true },
        })
      ).status,
    ).toBe(200);
  });

  it("answers 400 plain text for an empty change or wrong types", async () => {
    const id = await createMember();
    const auth = await memberToken(id);
    await expectText(
      await call("PUT", `/api/members/${id}/consent`, { token: auth, body: {} }),
      400,
      "At least one of privacyPolicySigned, privacyPolicySignedDate, termsAndConditionsSignedDate, healthCommitmentStatementSignedDate must be provided.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/consent`, { token: auth, body: { privacyPolicySigned: "true" } }),
      400,
      "privacyPolicySigned must be a boolean.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/consent`, { token: auth, body: { privacyPolicySignedDate: "05/01/2026" } }),
      400,
      "privacyPolicySignedDate must be an ISO 8601 date-time string.",
    );
  });

  it("answers 404 for an unknown member and 403 for an unlinked member", async () => {
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("PUT", `/api/members/${unknown}/consent`, {
        token: await memberToken(unknown),
        body: { privacyPolicySigned: true },
      }),
      404,
      `Member with ID ${unknown} does not exist`,
    );
    await expectText(
      await call("PUT", `/api/members/${fixtures.members.guardian}/consent`, {
        token: await memberToken(fixtures.members.unlinked),
        body: { privacyPolicySigned: true },
      }),
      403,
      memberScopeMessage,
    );
  });

  it("has the gate", async () => {
    await expectGate("PUT", `/api/members/${fixtures.members.guardian}/consent`, { privacyPolicySigned: true });
  });
});

describe("GET /api/members/{memberId}/consent/history", () => {
  it("returns the guardian's seeded history newest first, including a withdrawal", async () => {
    const response = await call("GET", `/api/members/${fixtures.members.guardian}/consent/history`, {
      token: await memberToken(fixtures.members.guardian),
    });
    expect(response.status).toBe(200);
    const history = await response.json();
    const times = history.map((h: { changedOn: string }) => Date.parse(h.changedOn));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(history.some((h: { action: string }) => h.action === "withdrawn")).toBe(true);
  });

  it("answers 404 for an unknown member, 403 for an unlinked member, and has the gate", async () => {
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("GET", `/api/members/${unknown}/consent/history`, { token: await memberToken(unknown) }),
      404,
      `Member with ID ${unknown} does not exist`,
    );
    await expectText(
      await call("GET", `/api/members/${fixtures.members.guardian}/consent/history`, {
        token: await memberToken(fixtures.members.unlinked),
      }),
      403,
      memberScopeMessage,
    );
    await expectGate("GET", `/api/members/${fixtures.members.guardian}/consent/history`);
  });
});
