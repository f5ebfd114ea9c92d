import { problemIn } from "@frontdesk/lib/contract/said-words";
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { encode } from "next-auth/jwt";
import type { User } from "next-auth";
import { authOptions, type StaffUser } from "@frontdesk/lib/auth/options";
import { authSecret } from "@frontdesk/lib/auth/secret";
import { sessionCookieName } from "@frontdesk/lib/auth/cookies";
import type { Role } from "@frontdesk/lib/contract/roles";
import { addStaff } from "@frontdesk/lib/auth/staff-accounts";
import { demoStaff } from "@frontdesk/lib/app-db/demo-staff";
import { getPlatform } from "@frontdesk/lib/platform";
import { call, fixtures, token } from "@frontdesk/lib/platform/testing";
import type { FactorMethod } from "@frontdesk/lib/auth/factor-policy";
import { BffProblem } from "@frontdesk/lib/bff/route";

/** Where BFF requests in tests come from (no public URL is configured under vitest: the request's own origin). */
export const testOrigin = "http://localhost:3000";

/** Who a test signs in as: the demo staff member of a role, or a staff member of its own (newStaff). */
export type TestStaff = Role | StaffUser;

/** A staff member of the test's own (a real staff record), so what it does can be told from other tests'. */
export async function newStaff(role: Role, label: string): Promise<StaffUser> {
  const username = `${label}-${crypto.randomUUID().slice(0, 8)}`;
  const { staff } = await addStaff(
    { name: `Test ${label}`, email: `${username}@frontdesk.example`, username, role },
    null,
  );
  return { id: staff.id, name: staff.name, email: staff.email, role };
}

const userOf = (who: TestStaff): StaffUser => {
  if (typeof who !== "string") return who;
  const staff = demoStaff.find((s) => s.role === who)!;
  return { id: staff.id, name: staff.name, email: `${staff.id}@frontdesk.example`, role: who };
};

/**
 * A real next-auth session cookie: the token next-auth's jwt callback makes at sign-in (a live
 * server-side session included), encrypted with the app's secret, so the BFF reads it as it reads a browser's.
 */
export async function sessionCookie(
  who: TestStaff,
  { secondFactor = "totp" }: { secondFactor?: FactorMethod | null } = {},
): Promise<string> {
  // Signed in with a second factor proven, unless the test asks for a session that still owes it (null).
  const user = { ...userOf(who), ...(secondFactor ? { secondFactor } : {}) };
  const token = await authOptions.callbacks!.jwt!({
    token: { sub: user.id, name: user.name, email: user.email },
    user: user as User,
    account: null,
    trigger: "signIn",
  });
  return `${sessionCookieName()}=${await encode({ token, secret: authSecret() })}`;
}

/** A Request to a BFF path, signed in as `as` (or not), with an Origin (this app's by default). */
export async function bffRequest(
  method: string,
  path: string,
  {
    as,
    origin = testOrigin,
    body,
    secondFactor,
  }: { as?: TestStaff; origin?: string | null; body?: unknown; secondFactor?: FactorMethod | null } = {},
) {
  const headers = new Headers({ accept: "application/json" });
  if (as) headers.set("cookie", await sessionCookie(as, { secondFactor }));
  if (origin) headers.set("origin", origin);
  if (body !== undefined) headers.set("content-type", "application/json");
  return new Request(`${testOrigin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const upstreamNames = ["PLATFORM_BASE_URL", "PLATFORM_CLIENT_ID", "PLATFORM_CLIENT_SECRET"] as const;

/**
 * Upstream mode in a test: the embedded platform served over real HTTP, an integrator of the app's own
 * (created and activated through the platform's API, FOH scopes) and PLATFORM_* pointing at them.
 * `baseUrl` is the platform's; `restore` puts the environment back and closes the server.
 */
export async function upstreamPlatform(rights: { canWrite?: boolean; canDelete?: boolean } = {}) {
  const platform = getPlatform();
  await platform.database;
  const saved = Object.fromEntries(upstreamNames.map((name) => [name, process.env[name]]));
  const server = http.createServer(getRequestListener((request) => platform.handle(request)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const admin = await token({ products: ["ADMIN"], features: ["ADMIN"] });
  const created = await call("POST", "/api/configuration/admin/integrators", {
    token: admin,
    body: {
      name: `Frontdesk ${crypto.randomUUID()}`,
      origin: "http://localhost",
      environmentId: fixtures.environmentId,
      allowedScopes: '["FOH","FOHGENERIC"]',
      canRead: true,
      ...rights,
    },
  });
  const { id } = await created.json();
  const { key } = await (
    await call("POST", `/api/configuration/admin/integrators/${id}/activate`, { token: admin })
  ).json();
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform`;
  process.env.PLATFORM_BASE_URL = baseUrl;
  process.env.PLATFORM_CLIENT_ID = String(id);
  process.env.PLATFORM_CLIENT_SECRET = key;
  return {
    baseUrl,
    restore: async () => {
      for (const name of upstreamNames) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The problem a BFF function refused with; fails the test if it did not refuse. */
export async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    // as the BFF answers it to an English-speaking staff member (its own messages are catalogue keys until then)
    if (error instanceof BffProblem) return problemIn("en", error.problem);
    throw error;
  }
  throw new Error("expected a refusal");
}
