import { getServerSession } from "next-auth";
import { authOptions } from "./options";
import { isRole, type Role } from "./roles";

export interface StaffSession {
  staffId: string;
  name: string;
  role: Role;
}

/**
 * The signed-in staff member, or undefined. Server components call it bare (next-auth reads the
 * request through next/headers); a route handler passes its Request, so the BFF reads the session
 * from the request it answers (and its tests can send a real session cookie).
 */
export async function getStaffSession(req?: Request): Promise<StaffSession | undefined> {
  const session = req ? await getServerSession(...fromRequest(req), authOptions) : await getServerSession(authOptions);
  const user = session?.user;
  if (!user?.id || !isRole(user.role)) return undefined;
  return { staffId: user.id, name: user.name ?? user.id, role: user.role };
}

/** next-auth's (req, res) pair for getServerSession from a web Request; a refreshed cookie is dropped, as in server components. */
function fromRequest(req: Request) {
  // Read from the Cookie header (wrapping the Request in a NextRequest would take its body from the route).
  const cookies = Object.fromEntries(
    (req.headers.get("cookie") ?? "")
      .split(";")
      .map((pair) => pair.trim().split(/=(.*)/s, 2))
      .filter(([name]) => name),
  );
  const noResponse = { getHeader: () => undefined, setHeader: () => {}, setCookie: () => {} };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- next-auth types these as Next's pages-router request and response
  return [{ headers: Object.fromEntries(req.headers), cookies } as any, noResponse as any] as const;
}
