import { getToken } from "next-auth/jwt";
import { cookies } from "next/headers";
import { type Role } from "./roles";
import { liveSession } from "./sessions";
import { authSecret } from "./secret";
import { sessionCookieName } from "./cookies";

export interface StaffSession {
  staffId: string;
  name: string;
  role: Role;
  /** the server-side session id (sign-out everywhere, audit) */
  sessionId: string;
}

/**
 * The signed-in staff member (server components, route handlers), or undefined. The cookie's
 * JWT must name a live server-side session (not signed out, not idle, not past 12 h, staff
 * still active): the role and name come from the database, not the cookie.
 */
export async function getStaffSession(): Promise<StaffSession | undefined> {
  const jar = await cookies();
  const token = await getToken({
    req: { headers: {}, cookies: jar } as never,
    secret: authSecret(),
    cookieName: sessionCookieName(),
  });
  if (typeof token?.sid !== "string" || typeof token.staffId !== "string") return undefined;
  const live = await liveSession(token.sid);
  if (!live || live.staffId !== token.staffId) return undefined;
  return { staffId: live.staffId, name: live.name, role: live.role, sessionId: live.sessionId };
}
