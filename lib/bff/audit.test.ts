import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPlatform } from "@/lib/platform";
import { call, fixtures, token } from "@/lib/platform/testing";
import type { Role } from "@/lib/auth/roles";
import { GET as readMedical } from "@/app/api/members/[memberId]/medical-details/route";
import { GET as readConsent } from "@/app/api/members/[memberId]/consent/route";
import { staffAuditOf } from "./audit";
import { bffRequest } from "./testing";

// A real session cookie, the real BFF route, transport and platform.
const get = async (handler: typeof readMedical, role: Role, memberId: number | string, path: string) =>
  handler(await bffRequest("GET", `/api/members/${memberId}/${path}`, { role }), { params: Promise.resolve({ memberId: String(memberId) }) });

const actionsOf = async (memberId: number, staffId: string) =>
  (await staffAuditOf(memberId)).filter((row) => row.staffId === staffId).map((row) => row.action);

/** The audit actions a piece of work adds for one staff member and member. */
async function auditedDuring(memberId: number, staffId: string, work: () => Promise<void>) {
  const before = (await actionsOf(memberId, staffId)).length;
  await work();
  return (await actionsOf(memberId, staffId)).slice(before);
}

describe("the BFF's audit of special-category data", () => {
  beforeAll(async () => {
    await getPlatform().database; // migrated and seeded (the hook's longer timeout)
  });

  it("records who read a member's medical details, in embedded mode", async () => {
    const added = await auditedDuring(fixtures.members.guardian, "reception", async () => {
      expect((await get(readMedical, "reception", fixtures.members.guardian, "medical-details")).status).toBe(200);
    });
    expect(added).toEqual(["read medical details"]);
    const [last] = (await staffAuditOf(fixtures.members.guardian)).slice(-1);
    expect(last).toMatchObject({ staffId: "reception", memberId: fixtures.members.guardian, action: "read medical details" });
    expect(last.at).toBeInstanceOf(Date);
  });

  it("records nothing when the read is refused or the member is unknown", async () => {
    const refused = await auditedDuring(fixtures.members.guardian, "sales", async () => {
      expect((await get(readMedical, "sales", fixtures.members.guardian, "medical-details")).status).toBe(403);
    });
    const unknown = await auditedDuring(fixtures.unknownMemberId, "reception", async () => {
      expect((await get(readMedical, "reception", fixtures.unknownMemberId, "medical-details")).status).toBeGreaterThanOrEqual(400);
    });
    expect([...refused, ...unknown]).toEqual([]);
  });

  describe("upstream mode (the platform over real HTTP; it sees only the app's integrator)", () => {
    let server: http.Server;
    const saved = { ...process.env };

    beforeAll(async () => {
      const platform = getPlatform();
      await platform.database;
      server = http.createServer(getRequestListener((request) => platform.handle(request)));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const admin = await token({ products: ["ADMIN"], features: ["ADMIN"] });
      const created = await call("POST", "/api/configuration/admin/integrators", {
        token: admin,
        body: { name: `Frontdesk ${crypto.randomUUID()}`, origin: "http://localhost", environmentId: fixtures.environmentId, allowedScopes: '["FOH","FOHGENERIC"]', canRead: true },
      });
      const { id } = await created.json();
      const { key } = await (await call("POST", `/api/configuration/admin/integrators/${id}/activate`, { token: admin })).json();
      process.env.PLATFORM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform`;
      process.env.PLATFORM_CLIENT_ID = String(id);
      process.env.PLATFORM_CLIENT_SECRET = key;
    });

    afterAll(async () => {
      for (const name of ["PLATFORM_BASE_URL", "PLATFORM_CLIENT_ID", "PLATFORM_CLIENT_SECRET"]) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      await new Promise((resolve) => server.close(resolve));
    });

    it("reads member-scoped data with a member token and logs the staff member, not the integrator", async () => {
      const added = await auditedDuring(fixtures.members.guardian, "reception", async () => {
        const consent = await get(readConsent, "reception", fixtures.members.guardian, "consent");
        expect(consent.status).toBe(200);
        expect(((await consent.json()) as { memberId: number }).memberId).toBe(fixtures.members.guardian);
        expect((await get(readMedical, "reception", fixtures.members.guardian, "medical-details")).status).toBe(200);
      });
      expect(added).toEqual(["read consent", "read medical details"]);
    });
  });
});
