import crypto from "node:crypto";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { hash, verify } from "@node-rs/argon2";
import { appDatabase, type AppExecutor } from "@frontdesk/lib/app-db";
import { staffPasswordLinks, staffUsers } from "@frontdesk/lib/app-db/schema";
import type { Caller } from "@frontdesk/lib/client/transport";
import { BffProblem, problem, validationProblem, type FieldErrors } from "@frontdesk/lib/contract/problem";
import { parseInput } from "@frontdesk/lib/contract/staff-words";
import type { AddStaffRequest, ChangeStaffRequest, PasswordLink, StaffMember } from "@frontdesk/lib/contract/staff";
import { addStaffRequest } from "@frontdesk/lib/contract/staff";
import { isRole, roleLabels, type Role } from "@frontdesk/lib/contract/roles";
import { passwordProblem } from "./password-policy";
import { endAllSessions } from "./sessions";
import { factorKindsByStaff, factorPolicies } from "./factors";
import { recordSignInEvent } from "./sign-in-events";
import { appUrl } from "@frontdesk/lib/server/env";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

/**
 * Staff accounts: admins add staff, change roles, deactivate and reactivate, and
 * hand out one-time set-password links; staff set their own password through the link.
 * No admin ever sees or types another person's password. Every change is one transaction
 * and goes to the sign-in audit.
 */
const passwordLinkLifetimeMs = 24 * 60 * 60_000;

const fieldProblem = (status: number, errors: FieldErrors) => new BffProblem(validationProblem(errors, status));

const database = () => appDatabase();

/** A site a home site is chosen from: the platform's, read through its client (embedded or upstream). */
type SiteChoice = { id: string; name: string };

/**
 * The sites the acting admin may choose from, by name. No actor (the CLI): none, so a home site
 * cannot be set there. The app never reads the platform's tables, so this is a platform call.
 */
async function sitesFor(actor: Caller | null): Promise<SiteChoice[]> {
  if (!actor) return [];
  const sites = await callPlatform(actor, configuration.listSites);
  return sites.map((site) => ({ id: site.id, name: site.name })).sort((a, b) => a.name.localeCompare(b.name));
}

function toStaffMember(row: typeof staffUsers.$inferSelect, sites: SiteChoice[]): StaffMember {
  return {
    id: row.id,
    username: row.id,
    name: row.name,
    email: row.email,
    role: isRole(row.role) ? row.role : "reception",
    homeSiteId: row.homeSiteId,
    homeSiteName: sites.find((site) => site.id === row.homeSiteId)?.name ?? null,
    active: row.active,
    hasPassword: row.passwordHash !== null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every staff member; home sites named from `sites` (none given: names left out). */
export async function listStaff(sites: SiteChoice[] = []): Promise<StaffMember[]> {
  const db = await database();
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.id));
  const factors = await factorKindsByStaff();
  return rows.map((row) => ({ ...toStaffMember(row, sites), factors: factors.get(row.id) ?? [] }));
}

/** The admin's Staff screen: every staff member, and the sites a home site is chosen from. */
export async function listStaffAndSites(actor: Caller) {
  const sites = await sitesFor(actor);
  return { staff: await listStaff(sites), sites, factorPolicy: await factorPolicies() };
}

async function getStaffMember(staffId: string, executor: AppExecutor, sites: SiteChoice[]) {
  const [row] = await executor.select().from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
  return row ? toStaffMember(row, sites) : undefined;
}

async function requireStaff(tx: AppExecutor, staffId: string) {
  const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffId)).for("update").limit(1);
  if (!row) throw new BffProblem(problem(404, "Problems.staff.notFound"));
  return row;
}

function checkHomeSite(sites: SiteChoice[], homeSiteId: string | null | undefined) {
  if (homeSiteId && !sites.some((site) => site.id === homeSiteId))
    throw fieldProblem(400, { homeSiteId: ["Problems.staff.homeSite"] });
}

/** Adds a staff member (no password) and answers their one-time set-password link. */
export async function addStaff(
  input: AddStaffRequest,
  actor: Caller | null,
): Promise<{ staff: StaffMember; link: PasswordLink }> {
  const body = parseInput(addStaffRequest, input);
  const actorId = actor?.staffId ?? null;
  const sites = await sitesFor(actor);
  const db = await database();
  return db.transaction(async (tx) => {
    const errors: FieldErrors = {};
    const [byUsername] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.id, body.username))
      .limit(1);
    if (byUsername) errors.username = ["Problems.staff.usernameTaken"];
    const [byEmail] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(sql`lower(${staffUsers.email}) = lower(${body.email})`)
      .limit(1);
    if (byEmail) errors.email = ["Problems.staff.emailTaken"];
    if (Object.keys(errors).length) throw fieldProblem(409, errors);
    checkHomeSite(sites, body.homeSiteId);
    await tx.insert(staffUsers).values({
      id: body.username,
      name: body.name,
      email: body.email,
      role: body.role,
      homeSiteId: body.homeSiteId ?? null,
      passwordHash: null,
    });
    await recordSignInEvent(
      { kind: "staff-added", staffId: body.username, actorId, detail: `${roleLabels[body.role]}` },
      tx,
    );
    const link = await createPasswordLink(tx, body.username, actorId);
    return { staff: (await getStaffMember(body.username, tx, sites))!, link };
  });
}

/**
 * A new one-time link for a staff member; earlier unused links stop working. `clearCurrent` (the CLI's
 * `staff reset-password`) also removes the current password and ends their sessions: it stops working at once.
 */
export async function resetPassword(
  staffId: string,
  actorId: string | null,
  options: { clearCurrent?: boolean } = {},
): Promise<PasswordLink> {
  const db = await database();
  return db.transaction(async (tx) => {
    await requireStaff(tx, staffId);
    if (options.clearCurrent) {
      await tx
        .update(staffUsers)
        .set({ passwordHash: null, updatedAt: sql`now()` })
        .where(eq(staffUsers.id, staffId));
      await endAllSessions(staffId, tx);
    }
    return createPasswordLink(tx, staffId, actorId);
  });
}

const tokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const publicBaseUrl = appUrl;

async function createPasswordLink(tx: AppExecutor, staffId: string, actorId: string | null): Promise<PasswordLink> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + passwordLinkLifetimeMs);
  await tx
    .delete(staffPasswordLinks)
    .where(and(eq(staffPasswordLinks.staffId, staffId), isNull(staffPasswordLinks.usedAt)));
  await tx.insert(staffPasswordLinks).values({ tokenHash: tokenHash(token), staffId, createdBy: actorId, expiresAt });
  await recordSignInEvent({ kind: "password-link-created", staffId, actorId }, tx);
  return { url: `${publicBaseUrl()}/set-password/${token}`, expiresAt: expiresAt.toISOString() };
}

type PasswordLinkState = { state: "valid"; name: string; username: string } | { state: "expired" | "used" | "unknown" };

const linkMessages = {
  expired: "This link has expired (links work for 24 hours). Ask an administrator for a new one.",
  used: "This link has already been used. Sign in with your password, or ask an administrator for a new link.",
  unknown: "This link is not valid. Check you copied all of it, or ask an administrator for a new one.",
} as const;
export const passwordLinkMessage = (state: keyof typeof linkMessages) => linkMessages[state];

async function linkState(tx: AppExecutor, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: "unknown" as const };
  const [row] = await tx
    .select({ link: staffPasswordLinks, staff: staffUsers })
    .from(staffPasswordLinks)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasswordLinks.staffId))
    .where(eq(staffPasswordLinks.tokenHash, tokenHash(token)))
    .limit(1);
  if (!row) return { state: "unknown" as const };
  if (row.link.usedAt) return { state: "used" as const };
  if (row.link.expiresAt <= now) return { state: "expired" as const };
  return { state: "valid" as const, row };
}

export async function passwordLinkState(token: string): Promise<PasswordLinkState> {
  const found = await linkState(await database(), token, new Date());
  return found.state === "valid"
    ? { state: "valid", name: found.row.staff.name, username: found.row.staff.id }
    : { state: found.state };
}

/** Sets the staff member's own password through their link; the link is then used up and their sessions end. */
export async function setPasswordWithLink(
  token: string,
  password: string,
  clientAddress: string | null,
): Promise<{ username: string }> {
  const db = await database();
  const checked = await linkState(db, token, new Date());
  if (checked.state !== "valid")
    throw new BffProblem(problem(410, passwordLinkMessage(checked.state), { title: "Gone" }));
  const staff = checked.row.staff;
  const refused = passwordProblem(password, { username: staff.id, email: staff.email });
  if (refused) throw fieldProblem(400, { password: [refused] });
  if (staff.passwordHash && (await verify(staff.passwordHash, password).catch(() => false))) {
    throw fieldProblem(400, { password: ["Choose a password different from your current one."] });
  }
  const passwordHash = await hash(password);
  return db.transaction(async (tx) => {
    // Claim the link in the same statement that checks it: two tabs cannot both use it.
    const claimed = await tx
      .update(staffPasswordLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffPasswordLinks.tokenHash, tokenHash(token)),
          isNull(staffPasswordLinks.usedAt),
          sql`${staffPasswordLinks.expiresAt} > now()`,
        ),
      )
      .returning({ staffId: staffPasswordLinks.staffId });
    if (claimed.length === 0) throw new BffProblem(problem(410, passwordLinkMessage("used"), { title: "Gone" }));
    await tx
      .update(staffUsers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, staff.id));
    await endAllSessions(staff.id, tx);
    await recordSignInEvent({ kind: "password-set", staffId: staff.id, clientAddress }, tx);
    return { username: staff.id };
  });
}

async function otherActiveAdmins(tx: AppExecutor, staffId: string) {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "admin"), eq(staffUsers.active, true), ne(staffUsers.id, staffId)))
    .for("update");
  return rows.length;
}

const lastAdminMessage = "Problems.staff.lastAdmin";

/** One change to a staff record by an admin: role, active, or home site. */
export async function changeStaff(
  staffId: string,
  change: ChangeStaffRequest,
  actor: Caller | null,
): Promise<StaffMember> {
  const actorId = actor?.staffId ?? null;
  const sites = await sitesFor(actor);
  const db = await database();
  return db.transaction(async (tx) => {
    const current = await requireStaff(tx, staffId);
    if ("role" in change && change.role !== current.role) {
      const role = change.role as Role;
      if (current.role === "admin" && current.active && (await otherActiveAdmins(tx, staffId)) === 0)
        throw fieldProblem(409, { role: [lastAdminMessage] });
      await tx
        .update(staffUsers)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(staffUsers.id, staffId));
      // The new role's screens and claims apply from a fresh sign-in.
      await endAllSessions(staffId, tx);
      await recordSignInEvent(
        {
          kind: "role-changed",
          staffId,
          actorId,
          detail: `${roleLabels[current.role as Role] ?? current.role} to ${roleLabels[role]}`,
        },
        tx,
      );
    }
    if ("active" in change && change.active !== current.active) {
      if (!change.active && current.role === "admin" && (await otherActiveAdmins(tx, staffId)) === 0)
        throw fieldProblem(409, { active: [lastAdminMessage] });
      await tx
        .update(staffUsers)
        .set({ active: change.active, updatedAt: sql`now()` })
        .where(eq(staffUsers.id, staffId));
      if (!change.active) await endAllSessions(staffId, tx);
      await recordSignInEvent({ kind: change.active ? "reactivated" : "deactivated", staffId, actorId }, tx);
    }
    if ("homeSiteId" in change && change.homeSiteId !== current.homeSiteId) {
      checkHomeSite(sites, change.homeSiteId);
      await tx
        .update(staffUsers)
        .set({ homeSiteId: change.homeSiteId || null, updatedAt: sql`now()` })
        .where(eq(staffUsers.id, staffId));
    }
    return (await getStaffMember(staffId, tx, sites))!;
  });
}

/** Ends every session of a staff member (themselves, or an admin for them). */
export async function signOutEverywhere(
  staffId: string,
  actorId: string | null,
  clientAddress: string | null,
): Promise<number> {
  const db = await database();
  return db.transaction(async (tx) => {
    await requireStaff(tx, staffId);
    const ended = await endAllSessions(staffId, tx);
    await recordSignInEvent(
      {
        kind: "sign-out-everywhere",
        staffId,
        actorId: actorId === staffId ? null : actorId,
        clientAddress,
        detail: `${ended} session(s) ended`,
      },
      tx,
    );
    return ended;
  });
}

/**
 * The staff record behind a single sign-on: matched by email, case-insensitive.
 * None: one is created inactive (role from the groups, else reception) for an admin to approve.
 * A role the groups map to replaces the record's role (the identity provider decides).
 */
export async function staffForSso(profile: {
  email: string;
  name: string;
  role?: Role;
}): Promise<{ staff: typeof staffUsers.$inferSelect; created: boolean }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(staffUsers)
      .where(sql`lower(${staffUsers.email}) = lower(${profile.email})`)
      .for("update")
      .limit(1);
    if (found) {
      if (profile.role && profile.role !== found.role && found.active) {
        const lastAdmin = found.role === "admin" && (await otherActiveAdmins(tx, found.id)) === 0;
        if (!lastAdmin) {
          await tx
            .update(staffUsers)
            .set({ role: profile.role, updatedAt: sql`now()` })
            .where(eq(staffUsers.id, found.id));
          await recordSignInEvent(
            {
              kind: "role-changed",
              staffId: found.id,
              detail: `${roleLabels[found.role as Role] ?? found.role} to ${roleLabels[profile.role]} (single sign-on groups)`,
            },
            tx,
          );
          return { staff: { ...found, role: profile.role }, created: false };
        }
      }
      return { staff: found, created: false };
    }
    const base =
      (
        profile.email
          .split("@")[0]
          .toLowerCase()
          .replace(/[^a-z0-9._-]/g, "") || "staff"
      )
        .slice(0, 34)
        .replace(/^[._-]+/, "") || "staff";
    let username = base;
    for (
      let n = 2;
      (await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, username)).limit(1)).length;
      n++
    )
      username = `${base}-${n}`;
    const [staff] = await tx
      .insert(staffUsers)
      .values({
        id: username,
        name: profile.name || username,
        email: profile.email,
        role: profile.role ?? "reception",
        active: false,
        passwordHash: null,
      })
      .returning();
    await recordSignInEvent(
      { kind: "sso-account-created", staffId: username, detail: "Waiting for an administrator to activate it" },
      tx,
    );
    return { staff, created: true };
  });
}
