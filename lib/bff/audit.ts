import { asc, desc, eq } from "drizzle-orm";
import { getPlatform } from "@/lib/platform";
import { secretReveals, staffAudit, staffUsers } from "@/lib/platform/db/schema";

/** What a staff member did with a member's special-category data (the BFF audit's action column). */
export type AuditAction =
  | "read medical details"
  | "added a medical condition"
  | "changed a medical condition"
  | "removed a medical condition"
  | "read consent"
  | "read consent history"
  | "changed consent"
  | "read addresses"
  | "changed addresses"
  | "read payment card"
  | "changed payment card"
  | "read saved cards"
  | "saved a card"
  | "removed a saved card"
  | "exported personal data"
  | "erased personal data";

/** Records one audit row in the app's own database (the same in embedded and upstream mode). */
export async function recordStaffAudit(entry: { staffId: string; memberId: number; action: AuditAction }) {
  const { db } = await getPlatform().database;
  await db.insert(staffAudit).values(entry);
}

/** A member's audit trail, oldest first. */
export async function staffAuditOf(memberId: number) {
  const { db } = await getPlatform().database;
  return db.select().from(staffAudit).where(eq(staffAudit.memberId, memberId)).orderBy(asc(staffAudit.at), asc(staffAudit.id));
}

/** A member's audit trail with each staff member's name, oldest first (the data export shows it). */
export async function staffAuditNamed(memberId: number) {
  const { db } = await getPlatform().database;
  return db
    .select({ at: staffAudit.at, staffId: staffAudit.staffId, staffName: staffUsers.name, action: staffAudit.action })
    .from(staffAudit)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAudit.staffId))
    .where(eq(staffAudit.memberId, memberId))
    .orderBy(asc(staffAudit.at), asc(staffAudit.id));
}

export type SecretReveal = typeof secretReveals.$inferSelect;

/** Records that an admin was handed a mobile-app version's secret (reveal or copy). */
export async function recordSecretReveal(entry: Omit<SecretReveal, "id" | "at">) {
  const { db } = await getPlatform().database;
  await db.insert(secretReveals).values(entry);
}

/** The latest secret reveals, newest first. */
export async function latestSecretReveals(limit = 200): Promise<SecretReveal[]> {
  const { db } = await getPlatform().database;
  return db.select().from(secretReveals).orderBy(desc(secretReveals.at), desc(secretReveals.id)).limit(limit);
}
