import "server-only";
import type { AuthOptions, User } from "next-auth";
import credentialsModule from "next-auth/providers/credentials";
import { eq, sql } from "drizzle-orm";
import { hash, verify } from "@node-rs/argon2";
import { appDatabase } from "@frontdesk/lib/app-db";
import { staffUsers } from "@frontdesk/lib/app-db/schema";
import { isRole, type Role } from "@frontdesk/lib/contract/roles";
import { authSecret, ensureAuthEnvironment } from "./secret";
import { authCookies } from "./cookies";
import { safeRedirectPath } from "./redirect";
import { clientAddress } from "./client-address";

// A CommonJS module: a bundler hands its `default` export, Node's own loader (lib/ is loaded by Node, outside Next's
// bundles) its whole `module.exports`, whose `default` that is.
const CredentialsProvider =
  (credentialsModule as unknown as { default?: typeof credentialsModule }).default ?? credentialsModule;
import { absoluteLifetimeSeconds, endSession, startSession } from "./sessions";
import type { FactorMethod } from "./factor-policy";
import { recordRateLimitRefusal } from "@frontdesk/lib/server/metrics";
import { accountKey, addressKey, clearFailures, recordFailure, throttleState } from "./throttle";
import { recordSignInEvent } from "./sign-in-events";
import { passwordSignInEnabled, roleFromGroups, ssoConfig, ssoProvedTwoFactors } from "./sso";
import { staffForSso } from "./staff-accounts";
import { verifyPasskey } from "./passkeys";
import { codeLockedMessage, passkeyAssertion } from "@frontdesk/lib/contract/factors";

ensureAuthEnvironment();

export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  clientAddress?: string | null;
  /** a second factor the sign-in itself proved (a passkey alone, multi-factor SSO); else the session may owe one */
  secondFactor?: FactorMethod;
}

/** A password or passkey sign-in's user: the StaffUser its authorize() answered (verifyStaffCredentials, signInWithPasskey). */
function staffOfCredentials(user: User): StaffUser {
  if (!user.role) throw new Error("A password or passkey sign-in answered a user without a role");
  const { id, name, email, role, clientAddress, secondFactor } = user;
  return { id, name: name ?? "", email: email ?? "", role, clientAddress, secondFactor };
}

/** Said for a locked account or address alike, and whether or not the account exists. */
export const lockedMessage = codeLockedMessage;
export const ssoPendingMessage = "SsoPending";

/** The password check, as an object so a test can count its calls (lib/auth/sign-in-timing.test.ts). */
export const passwordCheck = { verify };

// Unknown usernames are verified against this hash too, so they take as long as known ones.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hash("frontdesk-dummy-password-for-equal-timing"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks a staff user's password (argon2id) with throttling per account and per client address.
 * Answers the staff user, undefined for a wrong password, or throws the locked message.
 */
export async function verifyStaffCredentials(
  username: string,
  password: string,
  address: string | null = null,
): Promise<StaffUser | undefined> {
  const login = username.trim().toLowerCase().slice(0, 254);
  if (!login || !password) return undefined;
  const keys = [accountKey(login), ...(address ? [addressKey(address)] : [])];
  // One path for every attempt, whatever the account's state (locked, unknown, deactivated, wrong
  // password): the slowdown, the lookup and a hash check all run before the lock is looked at, so a
  // stranger cannot tell by the time of the answer which usernames exist or are locked.
  const throttle = await throttleState(keys);
  if (throttle.delayMs) await sleep(throttle.delayMs);

  const db = await appDatabase();
  const [found] = await db
    .select()
    .from(staffUsers)
    .where(sql`${staffUsers.id} = ${login} OR lower(${staffUsers.email}) = ${login}`)
    .limit(1);
  const usable = found && found.active && isRole(found.role) && found.passwordHash;
  const ok = await passwordCheck
    .verify(usable ? found.passwordHash! : await dummy(), password.slice(0, 1024))
    .catch(() => false);
  if (throttle.locked) {
    recordRateLimitRefusal("sign-in");
    await recordSignInEvent({
      kind: "locked-out",
      staffId: found?.id ?? null,
      username: login,
      clientAddress: address,
      detail: "Refused while locked",
    });
    throw new Error(lockedMessage);
  }
  if (usable && ok) {
    await clearFailures(accountKey(login));
    await db
      .update(staffUsers)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(staffUsers.id, found.id));
    await recordSignInEvent({
      kind: "sign-in",
      staffId: found.id,
      username: login,
      clientAddress: address,
      detail: "Password",
    });
    return { id: found.id, name: found.name, email: found.email, role: found.role as Role, clientAddress: address };
  }
  const lockedNow = await recordFailure(keys);
  await recordSignInEvent({
    kind: "sign-in-failed",
    staffId: found?.id ?? null,
    username: login,
    clientAddress: address,
    detail: found && !found.active ? "Account deactivated" : null,
  });
  if (lockedNow) {
    await recordSignInEvent({
      kind: "locked-out",
      staffId: found?.id ?? null,
      username: login,
      clientAddress: address,
      detail: "Too many failures",
    });
    throw new Error(lockedMessage);
  }
  return undefined;
}

/**
 * A sign-in with a passkey alone (no username: the passkey says whose it is). It proves two factors
 * (the device and its PIN or fingerprint), so the session owes none. A refusal throws its words.
 */
export async function signInWithPasskey(
  challengeId: string,
  answerJson: string,
  address: string | null,
): Promise<StaffUser> {
  let answer: unknown;
  try {
    answer = JSON.parse(answerJson);
  } catch {
    answer = undefined;
  }
  const parsed = passkeyAssertion.safeParse(answer);
  if (!parsed.success) throw new Error(parsed.error.issues[0].message);
  const proven = await verifyPasskey(null, challengeId.slice(0, 100), parsed.data, address);
  if (!proven.ok) {
    if (proven.locked) recordRateLimitRefusal("sign-in");
    throw new Error(proven.locked ? lockedMessage : proven.message);
  }
  const db = await appDatabase();
  await db
    .update(staffUsers)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(staffUsers.id, proven.staff.id));
  await recordSignInEvent({
    kind: "sign-in",
    staffId: proven.staff.id,
    username: proven.staff.id,
    clientAddress: address,
    detail: "Passkey",
  });
  return { ...proven.staff, clientAddress: address, secondFactor: "passkey" };
}

function providers(): AuthOptions["providers"] {
  const list: AuthOptions["providers"] = [];
  if (passwordSignInEnabled()) {
    list.push(
      CredentialsProvider({
        name: "Staff",
        credentials: {
          username: { label: "Username or email", type: "text" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, req) {
          const user = await verifyStaffCredentials(
            credentials?.username ?? "",
            credentials?.password ?? "",
            clientAddress(req?.headers),
          );
          return user ?? null;
        },
      }),
      CredentialsProvider({
        id: "passkey",
        name: "Passkey",
        credentials: { challengeId: { type: "text" }, response: { type: "text" } },
        authorize: (credentials, req) =>
          signInWithPasskey(credentials?.challengeId ?? "", credentials?.response ?? "", clientAddress(req?.headers)),
      }),
    );
  }
  const sso = ssoConfig();
  if (sso) {
    list.push({
      id: "oidc",
      name: sso.name,
      type: "oauth",
      wellKnown: `${sso.issuer}/.well-known/openid-configuration`,
      clientId: sso.clientId,
      clientSecret: sso.clientSecret,
      authorization: { params: { scope: "openid email profile" } },
      idToken: true,
      checks: ["pkce", "state"],
      profile(profile: Record<string, unknown>) {
        return {
          id: String(profile.sub),
          email: typeof profile.email === "string" ? profile.email : "",
          name: typeof profile.name === "string" ? profile.name : "",
          role: roleFromGroups(profile[sso.groupsClaim], sso.roleMap),
        };
      },
    });
  }
  return list;
}

export const authOptions: AuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: absoluteLifetimeSeconds },
  cookies: authCookies(),
  pages: { signIn: "/sign-in", error: "/sign-in" },
  providers: providers(),
  callbacks: {
    // Only a path on this site: never another origin, `//host`, `/\host` or their encodings.
    // Absolute on this origin: next-auth's browser client builds `new URL()` from it.
    redirect({ url, baseUrl }) {
      return `${baseUrl.replace(/\/+$/, "")}${safeRedirectPath(url, baseUrl) ?? "/"}`;
    },
    async signIn({ user, account }) {
      if (account?.provider !== "oidc") return true;
      if (!user.email) return "/sign-in?error=SsoNoEmail";
      const { staff } = await staffForSso({ email: user.email, name: user.name ?? "", role: user.role });
      if (!staff.active) {
        await recordSignInEvent({
          kind: "sign-in-failed",
          staffId: staff.id,
          username: user.email,
          detail: "Single sign-on: account not active",
        });
        return `/sign-in?error=${ssoPendingMessage}`;
      }
      return true;
    },
    async jwt({ token, user, account, profile }) {
      if (user) {
        let staff: StaffUser;
        if (account?.provider === "oidc") {
          const db = await appDatabase();
          const [row] = await db
            .select()
            .from(staffUsers)
            .where(sql`lower(${staffUsers.email}) = lower(${user.email ?? ""})`)
            .limit(1);
          staff = {
            id: row.id,
            name: row.name,
            email: row.email,
            role: row.role as Role,
            // the provider's multi-factor sign-in counts as the second factor when its ID token says so
            ...(ssoProvedTwoFactors(profile as { amr?: unknown; acr?: unknown })
              ? { secondFactor: "sso" as const }
              : {}),
          };
          await db
            .update(staffUsers)
            .set({ lastSignInAt: sql`now()` })
            .where(eq(staffUsers.id, row.id));
          await recordSignInEvent({ kind: "sign-in", staffId: row.id, username: user.email, detail: "Single sign-on" });
        } else {
          staff = staffOfCredentials(user);
        }
        token.sub = staff.id;
        token.staffId = staff.id;
        token.role = staff.role;
        token.name = staff.name;
        token.sid = await startSession(staff.id, staff.clientAddress ?? null, staff.secondFactor);
      }
      // Whether the session still owes its second factor is the database's alone (lib/auth/sessions.ts), never a
      // mark in this cookie: one goes stale the moment the factor is proven elsewhere.
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
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") {
        await endSession(token.sid);
        await recordSignInEvent({
          kind: "sign-out",
          staffId: typeof token.staffId === "string" ? token.staffId : null,
        });
      }
    },
  },
};
