import type { DefaultSession } from "next-auth";
import type { Role } from "@frontdesk/lib/contract/roles";
import type { FactorMethod } from "./factor-policy";

declare module "next-auth" {
  /** What our providers answer: the OIDC profile() (role from its groups) and authorize() (a StaffUser). */
  interface User {
    role?: Role;
    clientAddress?: string | null;
    secondFactor?: FactorMethod;
  }
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
  }
}
