import { and, eq, inArray, sql } from "drizzle-orm";
import { hash } from "@node-rs/argon2";
import type { AppExecutor } from "./types";
import { staffFactors, staffUsers } from "./schema";
import { totpSecretColumn } from "./sealed-columns";
import { seal } from "@frontdesk/lib/security/sealed-secrets";

export const demoStaffPassword = "frontdesk-demo";
/**
 * The demo's authenticator-app key (base32), enrolled for the demo manager and admin, whose role
 * requires a second factor: add it to an authenticator app to sign in as them. Shown on the sign-in
 * page with the password, and read by the e2e sign-in helper, which computes the codes from it.
 */
export const demoTotpKey = "FRONTDESKDEMOAUTHENTICATORKEY234";
const demoStaffWithTotp = ["manager", "admin"] as const;
export const demoStaff = [
  { id: "reception", name: "Rita Reception", role: "reception" },
  { id: "sales", name: "Sam Sales", role: "sales" },
  { id: "manager", name: "Mona Manager", role: "manager" },
  { id: "admin", name: "Ada Admin", role: "admin" },
] as const;

/** The demo dataset's main site (the platform's, named by value: the app never reads platform tables). */
const demoHomeSiteId = "LEEDS";

/** A new app database (not SEED=none) gets the demo staff, unless it already has staff (moved from before the split). */
export async function seedDemoStaff(db: AppExecutor) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(staffUsers);
  if (n > 0) return;
  const passwordHash = await hash(demoStaffPassword);
  await db
    .insert(staffUsers)
    .values(
      demoStaff.map((s) => ({ ...s, email: `${s.id}@frontdesk.example`, homeSiteId: demoHomeSiteId, passwordHash })),
    );
  await db.insert(staffFactors).values(
    demoStaffWithTotp.map((staffId) => ({
      staffId,
      kind: "totp",
      name: "Authenticator app",
      totpSecret: seal(demoTotpKey, totpSecretColumn.purpose),
      confirmedAt: new Date(),
    })),
  );
}

/** Whether the demo staff accounts are in this database (the demo dataset was loaded and they remain). */
export async function demoStaffLoaded(db: AppExecutor): Promise<boolean> {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        inArray(
          staffUsers.id,
          demoStaff.map((s) => s.id),
        ),
        eq(sql`lower(${staffUsers.email})`, sql`${staffUsers.id} || '@frontdesk.example'`),
      ),
    );
  return rows.length > 0;
}
