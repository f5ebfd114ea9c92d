import { type Role } from "@frontdesk/lib/contract/roles";
import type { FactorPending } from "./factor-policy";
import { liveSession } from "./sessions";
import { cookiesOfHeader, sessionToken } from "./session-token";

export interface StaffSession {
  staffId: string;
  name: string;
  role: Role;
  /** their chosen language of the screens ("en" | "cy"), or null: the venue's default */
  language?: string | null;
  /** the server-side session (staff_sessions.id) */
  sessionId: string;
  /** when the session last proved a second factor (step-up), or null */
  secondFactorAt: Date | null;
  /** the second factor this session still owes: only enrolment, the second step and sign-out are open to it */
  pending?: FactorPending;
}

/**
 * The signed-in staff member, or undefined. Server components call it bare (the cookies come from
 * next/headers); a route handler passes its Request, so the BFF reads the session from the request it
 * answers (and its tests can send a real session cookie). The cookie's JWT must name a live
 * server-side session (not signed out, not idle, not past 12 h, staff still active): the role and
 * name come from the database, not the cookie. `fresh`: not from the sessions' few-second cache (lib/auth/sessions.ts).
 */
export async function getStaffSession(
  req?: Request,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<StaffSession | undefined> {
  // next/headers only where Next renders: the production server's bundle answers BFF routes without Next (and its
  // request storage), so it must not load it (lib/bff/dispatch.ts)
  const jar = req ? cookiesOf(req) : await serverComponentCookies();
  const token = await decodedCookie(jar);
  if (!token) return undefined;
  const live = await liveSession(token.sid, Date.now(), { fresh });
  if (!live || live.staffId !== token.staffId) return undefined;
  return {
    staffId: live.staffId,
    name: live.name,
    role: live.role,
    language: live.language,
    sessionId: live.sessionId,
    secondFactorAt: live.secondFactorAt,
    ...(live.pending ? { pending: live.pending } : {}),
  };
}

async function decodedCookie(jar: Record<string, string>): Promise<{ sid: string; staffId: string } | undefined> {
  const token = await sessionToken(jar);
  if (typeof token?.sid !== "string" || typeof token.staffId !== "string") return undefined;
  return { sid: token.sid, staffId: token.staffId };
}

/** The Cookie header as a name -> value object (next-auth reads plain objects). */
const cookiesOf = (req: Request) => cookiesOfHeader(req.headers.get("cookie"));

async function serverComponentCookies(): Promise<Record<string, string>> {
  const { cookies } = await import("next/headers");
  return Object.fromEntries((await cookies()).getAll().map((c) => [c.name, c.value]));
}
