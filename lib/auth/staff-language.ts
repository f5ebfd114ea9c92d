import { eq } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { staffUsers } from "@frontdesk/lib/app-db/schema";
import type { Locale } from "@frontdesk/lib/contract/locales";
import { forgetCachedSession } from "./sessions";

/**
 * Keeps a staff member's language of the screens with their account (null: the venue's default). Their own choice,
 * not a change to their staff record: `updated_at` (the record's version an administrator edits against) stays.
 */
export async function setStaffLanguage(staffId: string, sessionId: string, language: Locale | null) {
  const db = await appDatabase();
  await db.update(staffUsers).set({ language }).where(eq(staffUsers.id, staffId));
  // this process's next read of the session (the refresh that follows) sees it at once
  forgetCachedSession(sessionId);
}
