import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { eq } from "drizzle-orm";
import { verify } from "@node-rs/argon2";
import { getPlatform } from "@/lib/platform";
import { staffUsers } from "@/lib/platform/db/schema";
import { isRole, type Role } from "./roles";
import { authSecret, ensureAuthEnvironment } from "./secret";

ensureAuthEnvironment();

export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** Checks a staff user's password against staff_users (argon2id); undefined when it does not match. */
export async function verifyStaffCredentials(username: string, password: string): Promise<StaffUser | undefined> {
  const login = username.trim().toLowerCase();
  if (!login || !password) return undefined;
  const { db } = await getPlatform().database;
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, login)).limit(1);
  const found = user ?? (await db.select().from(staffUsers).where(eq(staffUsers.email, login)).limit(1))[0];
  if (!found || !found.active || !isRole(found.role)) return undefined;
  const ok = await verify(found.passwordHash, password).catch(() => false);
  return ok ? { id: found.id, name: found.name, email: found.email, role: found.role } : undefined;
}

export const authOptions: AuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/sign-in" },
  providers: [
    CredentialsProvider({
      name: "Staff",
      credentials: {
        username: { label: "Username or email", type: "text" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials) {
        const user = await verifyStaffCredentials(credentials?.username ?? "", credentials?.password ?? "");
        return user ?? null;
      },
    }),
  ],
  callbacks: {
    // Keep same-site paths relative, so sign-in and sign-out work whatever host name the desk uses.
    redirect({ url, baseUrl }) {
      if (url.startsWith("/") && !url.startsWith("//")) return url;
      try {
        return new URL(url).origin === baseUrl ? url : baseUrl;
      } catch {
        return baseUrl;
      }
    },
    jwt({ token, user }) {
      if (user) {
        const staff = user as unknown as StaffUser;
        token.sub = staff.id;
        token.staffId = staff.id;
        token.role = staff.role;
      }
      return token;
    },
    session({ session, token }) {
      if (session.user && typeof token.staffId === "string" && isRole(token.role)) {
        session.user.id = token.staffId;
        session.user.role = token.role;
      }
      return session;
    },
  },
};
