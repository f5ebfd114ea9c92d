import type { DefaultSession } from "next-auth";
import type { Role } from "@/lib/contract/roles";

declare module "next-auth" {
  interface Session {
    user: DefaultSession["user"] & { id: string; role: Role };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    staffId?: string;
    role?: Role;
    /** the server-side session (staff_sessions.id) this cookie stands for */
    sid?: string;
    /** the session still owes its second factor (the database decides; this mark lets the proxy send it there) */
    pending?: boolean;
  }
}
