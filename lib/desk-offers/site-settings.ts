import "server-only";
import { eq, sql } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { siteSettingChanges, siteSettings, staffUsers } from "@frontdesk/lib/app-db/schema";
import type { SiteSettingChange, SiteSettings, SiteSettingsRequest } from "@frontdesk/lib/contract/site-settings";
import type { Caller } from "@frontdesk/lib/client/transport";
import { env } from "@frontdesk/lib/server/env";
import { publishLive } from "@frontdesk/lib/app-db/live";
import { liveTopics } from "@frontdesk/lib/contract/live";

/**
 * A site's settings as in force: its own waiting-list hold time, or the venue's default
 * (WAITING_LIST_HOLD_MINUTES) while it has none. `siteId` is the platform's, as the platform spells it.
 */
export async function readSiteSettings(siteId: string): Promise<SiteSettings> {
  const db = await appDatabase();
  const [own] = await db
    .select({ settings: siteSettings, updatedByName: staffUsers.name })
    .from(siteSettings)
    .leftJoin(staffUsers, eq(staffUsers.id, siteSettings.updatedBy))
    .where(eq(siteSettings.siteId, siteId));
  return own
    ? {
        siteId,
        holdMinutes: own.settings.holdMinutes,
        ownHoldMinutes: true,
        autoOffer: own.settings.autoOffer,
        recordsLeaving: own.settings.recordsLeaving,
        updatedBy: own.settings.updatedBy,
        updatedByName: own.updatedByName,
        updatedAt: own.settings.updatedAt.toISOString(),
      }
    : {
        siteId,
        holdMinutes: env().WAITING_LIST_HOLD_MINUTES,
        ownHoldMinutes: false,
        autoOffer: false,
        recordsLeaving: false,
        updatedBy: null,
        updatedByName: null,
        updatedAt: null,
      };
}

/** How long an offer made now at this site is held, in minutes. */
export const holdMinutesAt = async (siteId: string) => (await readSiteSettings(siteId)).holdMinutes;

/**
 * Sets a site's hold time and whether it offers freed places on its own, and records the change (who, when, from what) in the same transaction:
 * the settings' audit. The row is locked while it is read, so two managers saving at once each
 * record the value they replaced.
 */
export async function saveSiteSettings(caller: Caller, siteId: string, body: SiteSettingsRequest) {
  const db = await appDatabase();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.siteId, siteId)).for("update");
    const autoOffer = body.autoOffer ?? before?.autoOffer ?? false;
    const recordsLeaving = body.recordsLeaving ?? before?.recordsLeaving ?? false;
    await tx
      .insert(siteSettings)
      .values({ siteId, holdMinutes: body.holdMinutes, autoOffer, recordsLeaving, updatedBy: caller.staffId })
      .onConflictDoUpdate({
        target: siteSettings.siteId,
        set: {
          holdMinutes: body.holdMinutes,
          autoOffer,
          recordsLeaving,
          updatedBy: caller.staffId,
          updatedAt: sql`now()`,
        },
      });
    await tx.insert(siteSettingChanges).values({
      siteId,
      staffId: caller.staffId,
      holdMinutesBefore: before?.holdMinutes ?? null,
      holdMinutes: body.holdMinutes,
      autoOfferBefore: before?.autoOffer ?? null,
      autoOffer,
      recordsLeavingBefore: before?.recordsLeaving ?? null,
      recordsLeaving,
    });
    // the desks showing the site (its door, its settings) hear it once this commits
    await publishLive(tx, liveTopics.site(siteId));
  });
  return readSiteSettings(siteId);
}

/** A site's changes of settings, newest first, at most `limit` (its screen shows the latest; the test reads them all). */
export async function siteSettingChangesOf(siteId: string, limit = 1000): Promise<SiteSettingChange[]> {
  const db = await appDatabase();
  const rows = await db
    .select({ change: siteSettingChanges, staffName: staffUsers.name })
    .from(siteSettingChanges)
    .leftJoin(staffUsers, eq(staffUsers.id, siteSettingChanges.staffId))
    .where(eq(siteSettingChanges.siteId, siteId))
    .orderBy(sql`${siteSettingChanges.at} DESC, ${siteSettingChanges.id} DESC`)
    .limit(limit);
  return rows.map(({ change, staffName }) => ({
    at: change.at.toISOString(),
    staffId: change.staffId,
    staffName,
    holdMinutesBefore: change.holdMinutesBefore,
    holdMinutes: change.holdMinutes,
    autoOfferBefore: change.autoOfferBefore,
    autoOffer: change.autoOffer,
    recordsLeavingBefore: change.recordsLeavingBefore,
    recordsLeaving: change.recordsLeaving,
  }));
}

/** The sites that offer freed places on their own (the offer clock's sweep). */
export async function autoOfferSites(): Promise<string[]> {
  const db = await appDatabase();
  const rows = await db
    .select({ siteId: siteSettings.siteId })
    .from(siteSettings)
    .where(eq(siteSettings.autoOffer, true));
  return rows.map((r) => r.siteId);
}
