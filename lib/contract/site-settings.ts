import { z } from "zod";

/** A site's waiting-list hold time: whole minutes, at least 5, at most a week. */
export const holdMinutesLimits = { min: 5, max: 10_080 } as const;
const holdMinutesError = "Validation.siteSettings.holdMinutes";

/** What a manager sets for a site (Configuration > Sites > the site). */
export const siteSettingsRequest = z.object({
  holdMinutes: z
    .number({ error: holdMinutesError })
    .int({ error: holdMinutesError })
    .min(holdMinutesLimits.min, { error: holdMinutesError })
    .max(holdMinutesLimits.max, { error: holdMinutesError }),
  /** "Offer freed places on their own"; left out: as it was */
  autoOffer: z.boolean({ error: "Validation.siteSettings.autoOffer" }).optional(),
  /** "Record members leaving at the door"; left out: as it was */
  recordsLeaving: z.boolean({ error: "Validation.siteSettings.recordsLeaving" }).optional(),
});
export type SiteSettingsRequest = z.infer<typeof siteSettingsRequest>;

/** A site's settings as in force: its own hold time, or the venue's default (`ownHoldMinutes` false). */
export const siteSettings = z.object({
  siteId: z.string(),
  holdMinutes: z.number().int(),
  /** false: the site has no hold time of its own and the venue's default applies */
  ownHoldMinutes: z.boolean(),
  /** the offer clock offers free places of today's and tomorrow's sessions with people waiting */
  autoOffer: z.boolean(),
  /** the door records members leaving: who is in shows who is in the building now */
  recordsLeaving: z.boolean(),
  /** who set the site's own value, and when (null while the default applies) */
  updatedBy: z.string().nullable(),
  /** their name as the staff list knows it (null if the account is gone: show updatedBy) */
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** One change of a site's settings: who, when, from what (null: the venue's default) to what. */
export const siteSettingChange = z.object({
  at: z.string(),
  staffId: z.string(),
  /** the staff member's name (null if the account is gone: show staffId) */
  staffName: z.string().nullable(),
  holdMinutesBefore: z.number().int().nullable(),
  holdMinutes: z.number().int(),
  /** "offer freed places on their own" before and after (null before: never set) */
  autoOfferBefore: z.boolean().nullable(),
  autoOffer: z.boolean(),
  recordsLeavingBefore: z.boolean().nullable(),
  recordsLeaving: z.boolean(),
});
export type SiteSettingChange = z.infer<typeof siteSettingChange>;

/** How many of a site's latest changes its settings screen lists. */
export const siteSettingChangesShown = 20;
