import { z } from "zod";
import { bookingSuspension } from "./booking-places";
import { detailAreas, memberFlagCodes } from "./members";
import { visitMethods } from "./visit-words";

/** A member's visit to a site (a platform extension: the spec's platform records no visits). */
export const visit = z.object({
  visitId: z.number().int(),
  memberId: z.number().int(),
  siteId: z.string(),
  visitedAt: z.string(),
  method: z.enum(visitMethods),
  overrideReason: z.string().nullable(),
  letInBy: z.string(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
  undoReason: z.string().nullable(),
  /** when the member left (sites that record leaving); null: still in, or leaving not recorded */
  leftAt: z.string().nullable(),
  leftBy: z.string().nullable(),
});
export type Visit = z.infer<typeof visit>;

const reason = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(3, { error: `${what} must be at least 3 characters` })
    .max(500, { error: `${what} must be at most 500 characters` });

export const recordVisitRequest = z
  .object({
    siteId: z.string({ error: "siteId is required" }).trim().min(1, { error: "siteId is required" }).max(15),
    memberId: z
      .number({ error: "memberId must be a positive whole number" })
      .int({ error: "memberId must be a positive whole number" })
      .positive({ error: "memberId must be a positive whole number" })
      .max(2_147_483_647, { error: "memberId must be a positive whole number" })
      .optional(),
    cardNumber: z.string({ error: "cardNumber must be text" }).max(64, { error: "cardNumber is too long" }).optional(),
    method: z.enum(visitMethods, { error: "method must be scan, name or override" }),
    overrideReason: reason("overrideReason").optional(),
  })
  .refine((b) => (b.memberId === undefined) !== (b.cardNumber === undefined), {
    error: "Give either memberId or cardNumber",
  })
  .refine((b) => b.method !== "override" || b.overrideReason !== undefined, {
    error: "overrideReason is required to let a member in anyway",
  });
export type RecordVisitRequest = z.infer<typeof recordVisitRequest>;

export const recordVisitResult = z.object({
  visit,
  /** true: the member was already in (a scan within `repeatScanMinutes`): `visit` is that visit, nothing new */
  alreadyIn: z.boolean(),
});

export const undoVisitRequest = z.object({ reason: reason("reason") });

/** A visit in a site's day: with the member's name, for "who is in" (absent from a platform before names were added). */
export const siteVisit = visit.extend({ firstName: z.string().optional(), lastName: z.string().optional() });
export type SiteVisit = z.infer<typeof siteVisit>;

export const siteVisitsDay = z.object({
  siteId: z.string(),
  date: z.string(),
  /** visits that count (not undone) */
  total: z.number().int(),
  /** visits that count and whose member has not been recorded leaving: in the building now, where leaving is recorded */
  stillIn: z.number().int(),
  byHour: z.array(z.object({ hour: z.number().int(), count: z.number().int() })),
  /** the visits the search and method match, undone ones included (all the day's without a filter) */
  matching: z.number().int(),
  /** newest first, undone ones included (marked): the first `limit` of those matching */
  visits: z.array(siteVisit),
});

export const memberCard = z.object({
  memberId: z.number().int(),
  cardNumber: z.string(),
  issuedAt: z.string(),
});
export type MemberCard = z.infer<typeof memberCard>;

/** A card a member has held: the one in use (replacedAt null) and the ones it replaced, newest first. */
export const memberCardRecord = memberCard.extend({ replacedAt: z.string().nullable() });
export type MemberCardRecord = z.infer<typeof memberCardRecord>;

export const assignCardRequest = z.object({
  cardNumber: z.string({ error: "cardNumber is required" }).max(64, { error: "cardNumber is too long" }),
});

// ---------------------------------------------------------------- the BFF's views of the door

/** What the door shows the moment a member is found: who, their status and what it means, and the flags in words. */
export const doorCheck = z.object({
  memberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  status: z
    .object({
      id: z.string(),
      description: z.string(),
      backColourHex: z.string(),
      textColourHex: z.string(),
      /** the status refuses entry: the platform records no visit but "let in anyway" */
      treatMembersAsExpired: z.boolean(),
      freezeSubscriptions: z.boolean(),
    })
    .nullable(),
  /** the desk's flags, as member search shows them (lib/bff/member-flags) */
  flags: z.array(z.enum(memberFlagCodes)),
  /** the conditions to pass on (names only; the notes stay on the medical screen) */
  medicalConditions: z.array(z.string()),
  /** data-processing consent: none recorded, every basis ended, or held */
  dataConsent: z.enum(["none", "expired", "held"]),
  /** details due a re-check with the member (the venue's months, VENUE_DETAILS_CHECK_MONTHS) */
  detailsDue: z.array(z.enum(detailAreas)),
  /** the card in use; null: no card on file */
  card: memberCard.nullable(),
  /** booking suspended by the site's late-cancellation rule (they may still come in); empty without the extension */
  bookingSuspensions: z.array(bookingSuspension),
  /** the member's personal data was erased: no visit can be recorded */
  erased: z.boolean(),
});
export type DoorCheck = z.infer<typeof doorCheck>;

/**
 * The door's one answer for a member let in (or already in): the visit, who the member is and what the door must say
 * of them, so a scan is one request. A refusal is the platform's 409, with `{ memberId, check }` as its `result`.
 */
export const doorEntry = recordVisitResult.extend({
  memberId: z.number().int(),
  /** null when it could not be read beside the visit (the panel reads it again, and says why) */
  check: doorCheck.nullable(),
});
export type DoorEntry = z.infer<typeof doorEntry>;

/** The sites a door is at, and the signed-in staff member's home site (the door's first choice). */
export const doorSites = z.object({
  /** recordsLeaving: the site's door records members leaving (a site setting), so "in the building now" means something */
  sites: z.array(z.object({ id: z.string(), name: z.string(), recordsLeaving: z.boolean() })),
  homeSiteId: z.string().nullable(),
});

// ---------------------------------------------------------------- the door's forms (staff words)

/** "Let in anyway": the reason, as the desk gives it. */
export const letInAnywayForm = z.object({
  overrideReason: z
    .string()
    .trim()
    .min(3, { error: "Validation.visits.overrideReasonShort" })
    .max(500, { error: "Validation.reasonTooLong" }),
});

/** Undo a visit made by mistake: why. */
export const undoVisitForm = z.object({
  reason: z
    .string()
    .trim()
    .min(3, { error: "Validation.visits.undoReasonShort" })
    .max(500, { error: "Validation.reasonTooLong" }),
});

/** Give or replace a member's card at the desk: the number on the new card (scanned or typed). */
export const giveCardForm = z.object({
  cardNumber: z
    .string()
    .trim()
    .min(1, { error: "Validation.visits.cardRequired" })
    .max(64, { error: "Validation.visits.cardTooLong" }),
});
