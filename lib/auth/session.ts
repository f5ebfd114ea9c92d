import { getServerSession } from "next-auth";
import { authOptions } from "./options";
import { isRole, type Role } from "./roles";

export interface StaffSession {
  staffId: string;
  name: string;
  role: Role;
}

/** The signed-in staff member (server components, route handlers), or undefined. */
export async function getStaffSession(): Promise<StaffSession | undefined> {
  const session = await getServerSession(authOptions);
  const user = session?.user;
  if (!user?.id || !isRole(user.role)) return undefined;
  return { staffId: user.id, name: user.name ?? user.id, role: user.role };
}
