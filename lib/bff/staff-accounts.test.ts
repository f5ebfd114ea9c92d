import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { database } from "@frontdesk/lib/platform/testing";
import { refusalOf } from "@frontdesk/lib/bff/testing";
import { signInThrottle, staffPasswordLinks, staffSessions, staffUsers } from "@frontdesk/lib/app-db/schema";
import {
  addStaff,
  changeStaff,
  passwordLinkState,
  resetPassword,
  setPasswordWithLink,
  signOutEverywhere,
  staffForSso,
} from "@frontdesk/lib/auth/staff-accounts";
import { endSession, liveSession, startSession } from "@frontdesk/lib/auth/sessions";
import { lockedMessage, verifyStaffCredentials } from "@frontdesk/lib/auth/options";
import { listSignInEvents } from "@frontdesk/lib/auth/sign-in-events";

beforeAll(async () => {
  await database(); // migrated and seeded
});

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${serial++}`;
const tokenOf = (url: string) => url.split("/set-password/")[1];

/** The acting admin: their username goes to the audit, and the platform's sites are read as them. */
const asAdmin = { staffId: "admin", role: "admin" } as const;

async function newStaff(role: "reception" | "admin" = "reception") {
  const username = unique("t");
  const { staff, link } = await addStaff(
    { name: "Tess Test", email: `${username}@venue.example`, username, role },
    asAdmin,
  );
  return { staff, link, username };
}

describe("staff accounts", () => {
  it("adds a staff member without a password and a one-time link that sets it", async () => {
    const { staff, link, username } = await newStaff();
    expect(staff).toMatchObject({ username, role: "reception", active: true, hasPassword: false });
    expect(link.url).toMatch(/\/set-password\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const db = await database();
    const [stored] = await db.select().from(staffPasswordLinks).where(eq(staffPasswordLinks.staffId, username));
    expect(stored.tokenHash).not.toContain(tokenOf(link.url)); // only the hash is kept

    expect(await passwordLinkState(tokenOf(link.url))).toEqual({ state: "valid", name: "Tess Test", username });
    expect(await verifyStaffCredentials(username, "x".repeat(12), "10.9.0.1")).toBeUndefined();
    await setPasswordWithLink(tokenOf(link.url), "Tide-Lantern-Quartz-58", "10.9.0.1");
    expect(await verifyStaffCredentials(username, "Tide-Lantern-Quartz-58", "10.9.0.1")).toMatchObject({
      id: username,
      role: "reception",
    });

    expect(await passwordLinkState(tokenOf(link.url))).toEqual({ state: "used" });
    const again = await refusalOf(setPasswordWithLink(tokenOf(link.url), "Another-Good-Phrase-77", null));
    expect(again).toMatchObject({ status: 410, detail: expect.stringContaining("already been used") });
    expect((await listSignInEvents({ staffId: username })).map((e) => e.kind)).toEqual(
      expect.arrayContaining(["staff-added", "password-link-created", "password-set", "sign-in"]),
    );
  });

  it("refuses weak, personal and reused passwords, and expired or unknown links", async () => {
    const { link, username } = await newStaff();
    const token = tokenOf(link.url);
    expect(await refusalOf(setPasswordWithLink(token, "short", null))).toMatchObject({
      status: 400,
      errors: { password: ["Use at least 12 characters."] },
    });
    expect((await refusalOf(setPasswordWithLink(token, "password123456", null))).errors?.password?.[0]).toContain(
      "too common",
    );
    expect((await refusalOf(setPasswordWithLink(token, `${username}-at-work`, null))).errors?.password?.[0]).toContain(
      "username",
    );
    await setPasswordWithLink(token, "Tide-Lantern-Quartz-58", null);

    const reset = await resetPassword(username, "admin");
    expect(
      (await refusalOf(setPasswordWithLink(tokenOf(reset.url), "Tide-Lantern-Quartz-58", null))).errors?.password?.[0],
    ).toContain("different from your current one");

    const db = await database();
    await db
      .update(staffPasswordLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffPasswordLinks.staffId, username));
    expect(await passwordLinkState(tokenOf(reset.url))).toEqual({ state: "expired" });
    expect(await refusalOf(setPasswordWithLink(tokenOf(reset.url), "Brand-New-Phrase-2026", null))).toMatchObject({
      status: 410,
      detail: expect.stringContaining("expired"),
    });
    expect(await passwordLinkState("not-a-real-link-token-at-all")).toEqual({ state: "unknown" });
  });

  it("refuses a duplicate username or email, an email without @ and an unknown role, changing nothing", async () => {
    const { username } = await newStaff();
    const db = await database();
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(staffUsers))[0].n;
    const before = await count();
    expect(
      await refusalOf(
        addStaff({ name: "Dup", email: `${username.toUpperCase()}@VENUE.example`, username, role: "sales" }, asAdmin),
      ),
    ).toMatchObject({
      status: 409,
      errors: {
        username: ["Another staff member already has this username."],
        email: ["Another staff member already has this email address."],
      },
    });
    expect(
      (
        await refusalOf(
          addStaff({ name: "No at", email: "no-at.example", username: unique("n"), role: "sales" }, asAdmin),
        )
      ).errors?.email?.[0],
    ).toContain("@");
    expect(
      (
        await refusalOf(
          addStaff(
            { name: "Boss", email: `${unique("b")}@venue.example`, username: unique("b"), role: "boss" as never },
            asAdmin,
          ),
        )
      ).errors?.role?.[0],
    ).toContain("Choose one of the roles");
    expect(
      (
        await refusalOf(
          addStaff(
            {
              name: "Site",
              email: `${unique("s")}@venue.example`,
              username: unique("s"),
              role: "sales",
              homeSiteId: "NOPE",
            },
            asAdmin,
          ),
        )
      ).errors?.homeSiteId,
    ).toEqual(["Choose a site from the list."]);
    expect(await count()).toBe(before);
  });

  it("refuses to deactivate or demote the last active administrator", async () => {
    const admins = await (
      await database()
    )
      .select()
      .from(staffUsers)
      .where(sql`${staffUsers.role} = 'admin' AND ${staffUsers.active}`);
    expect(admins).toHaveLength(1);
    expect(
      await refusalOf(changeStaff(admins[0].id, { active: false }, { staffId: admins[0].id, role: "admin" })),
    ).toMatchObject({
      status: 409,
      errors: { active: [expect.stringContaining("last active administrator")] },
    });
    expect(
      await refusalOf(changeStaff(admins[0].id, { role: "reception" }, { staffId: admins[0].id, role: "admin" })),
    ).toMatchObject({
      status: 409,
      errors: { role: [expect.stringContaining("last active administrator")] },
    });
  });
});

describe("sessions", () => {
  it("end at sign-out, sign-out everywhere, deactivation, idle time and 12 hours", async () => {
    const { username } = await newStaff();
    const db = await database();
    const one = await startSession(username, null);
    const two = await startSession(username, null);
    expect(await liveSession(one)).toMatchObject({ staffId: username, role: "reception" });
    await endSession(one);
    expect(await liveSession(one)).toBeUndefined();
    expect(await liveSession(two)).toBeDefined();

    expect(await signOutEverywhere(username, "admin", null)).toBe(1);
    expect(await liveSession(two)).toBeUndefined();

    const three = await startSession(username, null);
    await changeStaff(username, { active: false }, asAdmin);
    expect(await liveSession(three)).toBeUndefined();
    await changeStaff(username, { active: true }, asAdmin);
    expect(await liveSession(three)).toBeUndefined(); // reactivation does not revive old sessions

    const idle = await startSession(username, null);
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(staffSessions.id, idle));
    expect(await liveSession(idle)).toBeUndefined();

    const old = await startSession(username, null);
    await db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(staffSessions.id, old));
    expect(await liveSession(old)).toBeUndefined();

    const kinds = (await listSignInEvents({ staffId: username })).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["sign-out-everywhere", "deactivated", "reactivated"]));
  });
});

describe("sign-in throttling", () => {
  it("locks an account after 5 failures, with the same answer for an unknown username", async () => {
    const { link, username } = await newStaff();
    await setPasswordWithLink(tokenOf(link.url), "Tide-Lantern-Quartz-58", null);
    for (const login of [username, unique("nobody")]) {
      for (let i = 0; i < 4; i++)
        expect(await verifyStaffCredentials(login, "wrong password!", `10.8.${serial++}.1`)).toBeUndefined();
      await expect(verifyStaffCredentials(login, "wrong password!", `10.8.${serial++}.1`)).rejects.toThrow(
        lockedMessage,
      );
      await expect(verifyStaffCredentials(login, "Tide-Lantern-Quartz-58", `10.8.${serial++}.1`)).rejects.toThrow(
        lockedMessage,
      );
    }
    const kinds = (await listSignInEvents({ staffId: username })).map((e) => e.kind);
    expect(kinds.filter((k) => k === "sign-in-failed")).toHaveLength(5);
    expect(kinds).toContain("locked-out");
  });

  it("locks a client address after 30 failures across accounts", async () => {
    const address = `10.7.${serial++}.9`;
    expect(await verifyStaffCredentials(unique("spray"), "wrong password!", address)).toBeUndefined();
    // 28 more failures from other accounts, as a password spray would leave them
    await (
      await database()
    )
      .update(signInThrottle)
      .set({ failures: 29 })
      .where(eq(signInThrottle.key, `address:${address}`));
    await expect(verifyStaffCredentials(unique("spray"), "wrong password!", address)).rejects.toThrow(lockedMessage);
    await expect(verifyStaffCredentials("reception", "frontdesk-demo", address)).rejects.toThrow(lockedMessage);
  });
});

describe("single sign-on accounts", () => {
  it("matches by email case-insensitively, else creates an inactive account", async () => {
    const { username } = await newStaff();
    const matched = await staffForSso({
      email: `${username.toUpperCase()}@Venue.Example`,
      name: "Tess",
      role: "sales",
    });
    expect(matched).toMatchObject({ created: false, staff: { id: username, role: "sales" } });
    const email = `${unique("new")}@venue.example`;
    const created = await staffForSso({ email, name: "New Person" });
    expect(created).toMatchObject({
      created: true,
      staff: { active: false, role: "reception", email, passwordHash: null },
    });
  });
});
