import "server-only";
import { inArray, sql } from "drizzle-orm";
import { appDatabase, type AppExecutor } from "@frontdesk/lib/app-db";
import { memberLanguages } from "@frontdesk/lib/app-db/schema";
import { formatLocaleOf, isLocale, type Locale } from "@frontdesk/lib/contract/locales";
import type { MemberLanguage } from "@frontdesk/lib/contract/member-language";
import { venueLanguage, venueSettingsFromEnv } from "@frontdesk/lib/server/venue-settings";
import { publishLive } from "@frontdesk/lib/app-db/live";
import { liveTopics } from "@frontdesk/lib/contract/live";

/**
 * A member's language of correspondence (Welsh Language Standards: a member who asks to hear in Welsh gets their
 * emails in Welsh). The platform has no such field, so Frontdesk keeps it; no row is the venue's default language.
 */
/** The locale a message's dates are written in: Welsh ones in cy-GB, English ones in the venue's. */
export const dateLocaleOf = (language: Locale) => formatLocaleOf(language, venueSettingsFromEnv().locale);

/** Each member's language of correspondence, read in one query (a closure notice's whole list at once). */
export async function languagesOf(memberIds: readonly number[]): Promise<Map<number, Locale>> {
  const chosen = new Map<number, Locale>();
  if (memberIds.length > 0) {
    const db = await appDatabase();
    const rows = await db
      .select()
      .from(memberLanguages)
      .where(inArray(memberLanguages.memberId, [...memberIds]));
    for (const row of rows) if (isLocale(row.language)) chosen.set(row.memberId, row.language);
  }
  return new Map(memberIds.map((id) => [id, chosen.get(id) ?? venueLanguage()]));
}

export async function readMemberLanguage(memberId: number): Promise<MemberLanguage> {
  const db = await appDatabase();
  const [row] = await db
    .select()
    .from(memberLanguages)
    .where(sql`${memberLanguages.memberId} = ${memberId}`);
  return row && isLocale(row.language)
    ? { language: row.language, chosen: true, updatedAt: row.updatedAt.toISOString() }
    : { language: venueLanguage(), chosen: false, updatedAt: null };
}

export async function saveMemberLanguage(memberId: number, language: Locale, staffId: string) {
  const db = await appDatabase();
  await db.transaction(async (tx) => {
    await tx
      .insert(memberLanguages)
      .values({ memberId, language, updatedBy: staffId })
      .onConflictDoUpdate({
        target: memberLanguages.memberId,
        set: { language, updatedBy: staffId, updatedAt: sql`now()` },
      });
    // the desks showing the member hear it once this commits
    await publishLive(tx, liveTopics.member(memberId));
  });
  return readMemberLanguage(memberId);
}

/** Erasure and the retention run: the language goes with the member's other personal data. */
export async function eraseLanguageOf(memberIds: readonly number[], executor: AppExecutor) {
  if (memberIds.length) await executor.delete(memberLanguages).where(inArray(memberLanguages.memberId, [...memberIds]));
}
