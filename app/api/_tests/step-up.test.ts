import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appDatabase } from "@frontdesk/lib/app-db";
import { secretReveals, staffFactors, staffSessions, staffUsers } from "@frontdesk/lib/app-db/schema";
import { stepUpRequiredType } from "@frontdesk/lib/api/endpoint";
import { confirmTotpEnrolment, factorPolicies, startTotpEnrolment } from "@frontdesk/lib/auth/factors";
import { startSession } from "@frontdesk/lib/auth/sessions";
import { getPlatform } from "@frontdesk/lib/platform";
import { createMember } from "@frontdesk/lib/platform/members/test-members";
import { Secret, TOTP } from "otpauth";
import { GET as exportData } from "@/app/api/members/[memberId]/data-export/route";
import { POST as erase } from "@/app/api/members/[memberId]/erasure/route";
import { GET as listIntegrators, POST as createIntegrator } from "@/app/api/configuration/integrators/route";
import { POST as activateIntegrator } from "@/app/api/configuration/integrators/[id]/activate/route";
import { POST as createMobileApp } from "@/app/api/configuration/mobile-apps/route";
import { POST as revealSecret } from "@/app/api/configuration/mobile-apps/[id]/versions/[versionId]/secret/route";
import { PATCH as changeStaff } from "@/app/api/staff/[staffId]/route";
import { POST as resetFactors } from "@/app/api/staff/[staffId]/factors/reset/route";
import { PUT as setPolicy } from "@/app/api/staff/factor-policy/route";
import { GET as stepUp } from "@/app/api/session/step-up/route";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { bffRequest, newStaff, type TestStaff } from "@frontdesk/lib/bff/testing";
import type { StaffUser } from "@frontdesk/lib/auth/options";

/**
 * Asked again before what matters most: each step-up action, called by a session whose second
 * factor was proven more than 5 minutes ago, answers the step-up problem and changes nothing; the same call
 * with the factor just proven goes through (so the refusal was the step-up's, not the input's). The session
 * is made old in the database, as 6 minutes would leave it (no clock in the app is moved).
 */
type Route = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Every live session of the staff member last proved its second factor 6 minutes ago. */
async function ageProof(staffId: string) {
  const db = await appDatabase();
  await db
    .update(staffSessions)
    .set({ secondFactorAt: sql`now() - interval '6 minutes'` })
    .where(eq(staffSessions.staffId, staffId));
}

/** The route called twice with the same input: first by a session proven 6 minutes ago, then by one proven now. */
async function staleThenFresh(
  route: Route,
  method: string,
  path: string,
  as: StaffUser,
  { params = {}, body }: { params?: Record<string, string>; body?: unknown } = {},
) {
  const call = async (who: TestStaff) =>
    route(await bffRequest(method, path, { as: who, body }), { params: Promise.resolve(params) });
  const staleRequest = await bffRequest(method, path, { as, body });
  await ageProof(as.id);
  const stale = await route(staleRequest, { params: Promise.resolve(params) });
  expect(stale.status, `${method} ${path}`).toBe(403);
  expect(await stale.json()).toMatchObject({
    type: stepUpRequiredType,
    detail: "Confirm it is you with your second factor to do this.",
  });
  return { fresh: () => call(as) };
}

const codeOf = (key: string) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/ /g, "")) }).generate();

describe("step-up: the most sensitive actions want a second factor proven in the last 5 minutes", () => {
  let admin: StaffUser;
  let manager: StaffUser;
  beforeAll(async () => {
    await getPlatform().database;
    admin = await newStaff("admin", "step-up");
    manager = await newStaff("manager", "step-up");
  });

  it("the step-up check itself: 403 for a factor proven 6 minutes ago, 204 for one proven now", async () => {
    const { fresh } = await staleThenFresh(stepUp, "GET", "/api/session/step-up", admin);
    expect((await fresh()).status).toBe(204);
  });

  it("a member's data export: refused, and no export in the data-access audit; then exported", async () => {
    const memberId = await createMember({ firstName: "Stella", lastName: "Stepup" });
    const path = `/api/members/${memberId}/data-export`;
    const { fresh } = await staleThenFresh(exportData, "GET", path, manager, {
      params: { memberId: String(memberId) },
    });
    expect(await staffAuditOf(memberId)).toEqual([]);
    const exported = await fresh();
    expect(exported.status).toBe(200);
    expect((await exported.json()).member).toMatchObject({ memberId, firstName: "Stella" });
    expect((await staffAuditOf(memberId)).map((r) => r.action)).toEqual(["exported personal data"]);
  });

  it("a member's erasure: refused, the member untouched; then erased", async () => {
    const memberId = await createMember({ firstName: "Ernest", lastName: "Stepup" });
    const params = { memberId: String(memberId) };
    const { fresh } = await staleThenFresh(erase, "POST", `/api/members/${memberId}/erasure`, manager, { params });
    expect(await staffAuditOf(memberId)).toEqual([]);
    const read = await exportData(await bffRequest("GET", `/api/members/${memberId}/data-export`, { as: manager }), {
      params: Promise.resolve(params),
    });
    expect((await read.json()).member).toMatchObject({ firstName: "Ernest", lastName: "Stepup" });
    expect((await fresh()).status).toBe(200);
  });

  it("an integrator's activation (its key shown): refused, still never activated; then a key", async () => {
    const name = `Step-up ${crypto.randomUUID()}`;
    const created = await createIntegrator(
      await bffRequest("POST", "/api/configuration/integrators", {
        as: admin,
        body: { name, origin: "https://partner.example.com", canRead: true },
      }),
      { params: Promise.resolve({}) },
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const path = `/api/configuration/integrators/${id}/activate`;
    const { fresh } = await staleThenFresh(activateIntegrator, "POST", path, admin, { params: { id: String(id) } });
    const listed = async () =>
      (
        (await (
          await listIntegrators(await bffRequest("GET", "/api/configuration/integrators", { as: admin }), {
            params: Promise.resolve({}),
          })
        ).json()) as { id: number; keyIssuedOn: string | null }[]
      ).find((i) => i.id === id);
    expect((await listed())?.keyIssuedOn).toBeNull();
    const activated = await fresh();
    expect(activated.status).toBe(200);
    expect((await activated.json()).key).toEqual(expect.any(String));
    expect((await listed())?.keyIssuedOn).not.toBeNull();
  });

  it("a mobile app's signing secret: refused, no reveal recorded; then revealed and recorded", async () => {
    const created = await createMobileApp(
      await bffRequest("POST", "/api/configuration/mobile-apps", {
        as: admin,
        body: { appBundleId: `com.example.stepup${Date.now()}`, oneSignalAppId: "step-up", appVersion: "1.0.0" },
      }),
      { params: Promise.resolve({}) },
    );
    expect(created.status).toBe(201);
    const app = (await created.json()) as { id: number; versions: { id: number }[] };
    const params = { id: String(app.id), versionId: String(app.versions[0].id) };
    const path = `/api/configuration/mobile-apps/${params.id}/versions/${params.versionId}/secret`;
    const { fresh } = await staleThenFresh(revealSecret, "POST", path, admin, { params });
    const reveals = async () =>
      (await appDatabase()).select().from(secretReveals).where(eq(secretReveals.identifierId, app.id));
    expect(await reveals()).toEqual([]);
    const revealed = await fresh();
    expect(revealed.status).toBe(200);
    expect(await reveals()).toHaveLength(1);
  });

  it("a staff member's role change: refused, the role as it was; then changed", async () => {
    const person = await newStaff("reception", "step-up-role");
    const roleOf = async () =>
      (await (await appDatabase()).select().from(staffUsers).where(eq(staffUsers.id, person.id)))[0].role;
    const { fresh } = await staleThenFresh(changeStaff, "PATCH", `/api/staff/${person.id}`, admin, {
      params: { staffId: person.id },
      body: { role: "manager" },
    });
    expect(await roleOf()).toBe("reception");
    expect((await fresh()).status).toBe(200);
    expect(await roleOf()).toBe("manager");
  });

  it("a staff member's factor reset: refused, the factor and the session kept; then reset", async () => {
    const person = await newStaff("reception", "step-up-reset");
    const sessionId = await startSession(person.id, null);
    const enrolment = await startTotpEnrolment(person.id);
    const confirmed = await confirmTotpEnrolment(
      { staffId: person.id, sessionId },
      enrolment.factorId,
      codeOf(enrolment.key),
      null,
    );
    expect(confirmed.ok).toBe(true);
    const factors = async () =>
      (await appDatabase()).select().from(staffFactors).where(eq(staffFactors.staffId, person.id));
    const { fresh } = await staleThenFresh(resetFactors, "POST", `/api/staff/${person.id}/factors/reset`, admin, {
      params: { staffId: person.id },
    });
    expect(await factors()).toHaveLength(1);
    const [session] = await (await appDatabase()).select().from(staffSessions).where(eq(staffSessions.id, sessionId));
    expect(session.endedAt).toBeNull();
    const reset = await fresh();
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ factorsRemoved: 1 });
    expect(await factors()).toEqual([]);
  });

  it("the factor policy by role: refused, the policy as it was; then changed (and put back)", async () => {
    const before = await factorPolicies();
    const { fresh } = await staleThenFresh(setPolicy, "PUT", "/api/staff/factor-policy", admin, {
      body: { role: "sales", required: !before.sales },
    });
    expect(await factorPolicies()).toEqual(before);
    expect((await fresh()).status).toBe(200);
    expect((await factorPolicies()).sales).toBe(!before.sales);
    const back = await setPolicy(
      await bffRequest("PUT", "/api/staff/factor-policy", {
        as: admin,
        body: { role: "sales", required: before.sales },
      }),
      { params: Promise.resolve({}) },
    );
    expect(back.status).toBe(200);
  });
});
