import { encode } from "next-auth/jwt";
import type { User } from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { authSecret } from "@/lib/auth/secret";
import type { Role } from "@/lib/auth/roles";
import { demoStaff } from "@/lib/platform/seed/core";

/** Where BFF requests in tests come from (no public URL is configured under vitest: the request's own origin). */
export const testOrigin = "http://localhost:3000";

const sessionCookieName = () =>
  authOptions.cookies?.sessionToken?.name ??
  `${(authOptions.useSecureCookies ?? process.env.NEXTAUTH_URL?.startsWith("https://")) ? "__Secure-" : ""}next-auth.session-token`;

/**
 * A real next-auth session cookie for the demo staff member of a role: the token next-auth's jwt
 * callback makes at sign-in, encrypted with the app's secret, so the BFF reads it as it reads a browser's.
 */
export async function sessionCookie(role: Role): Promise<string> {
  const staff = demoStaff.find((s) => s.role === role)!;
  const user = { id: staff.id, name: staff.name, email: `${staff.id}@frontdesk.example`, role } as User;
  const token = await authOptions.callbacks!.jwt!({ token: { sub: staff.id, name: staff.name, email: user.email }, user, account: null, trigger: "signIn" });
  return `${sessionCookieName()}=${await encode({ token, secret: authSecret() })}`;
}

/** A Request to a BFF path, signed in as `role` (or not), with an Origin (this app's by default). */
export async function bffRequest(method: string, path: string, { role, origin = testOrigin, body }: { role?: Role; origin?: string | null; body?: unknown } = {}) {
  const headers = new Headers({ accept: "application/json" });
  if (role) headers.set("cookie", await sessionCookie(role));
  if (origin) headers.set("origin", origin);
  if (body !== undefined) headers.set("content-type", "application/json");
  return new Request(`${testOrigin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
