import { sql } from "drizzle-orm";
import { rowsOf } from "../db/rows";
import {
  auditLog,
  bookingDiscountUsages,
  bookingMembers,
  communicationChannels,
  consentCampaigns,
  consentHistory,
  memberAddresses,
  memberCampaignConsents,
  memberChannelConsents,
  memberLinks,
  memberMedicalConditions,
  members,
  prospectInteractions,
  userFieldValues,
  walletCards,
  wallets,
} from "../db/schema";
import { route } from "../http/route";
import { erasedMemberName, type MemberErasureResult } from "@frontdesk/lib/contract/members";
import { consentSourceOf, nextModifiedOn } from "./consent-view";
import { requireMember } from "./member-record";
import * as declared from "./erase-member.schema";

/**
 * Extension (UK GDPR Art. 17, the right to erasure): one transaction that removes what may be removed
 * and keeps what must be kept. The spec has no member update, no alert-list leave and refuses a blank
 * primary address or removing the designated card, so erasure cannot be composed from its endpoints.
 *
 * Removed: consent records (withdrawn, with history entries), medical conditions, addresses, the wallet
 * and its saved cards, waiting (alert-list) places, prospect interactions, user-field values and
 * guardian/dependant links. Anonymised: the member's name, email, phone, date of birth and the online
 * consent guardian's name. Kept: confirmed booking places and booking-discount usage (accounting
 * records), the consent history (evidence of consent and its withdrawal; undeletable) and audit rows.
 */
/** What the erasure statement counts: rows removed by kind, and what is kept. */
type ErasureCounts = MemberErasureResult["removed"] & MemberErasureResult["kept"];

const anonymised = ["firstName", "lastName", "email", "phone", "dateOfBirth", "onlineConsentGuardianName"];

/**
 * The erasure as one statement (its parts see one snapshot): a retention run erases a hundred thousand members, and
 * one round trip costs the desk far less than fifteen. Kept counts leave out what the statement removes (waiting
 * places) and add what it writes (the withdrawals).
 */
const erasureStatement = (
  memberId: number,
  changedBy: string,
  source: string,
  now: Date,
  at = now.toISOString(),
) => sql`
  WITH campaigns AS (
    DELETE FROM ${memberCampaignConsents} WHERE ${memberCampaignConsents.memberId} = ${memberId}
    RETURNING ${memberCampaignConsents.campaignId} AS id),
  channels AS (
    DELETE FROM ${memberChannelConsents} WHERE ${memberChannelConsents.memberId} = ${memberId}
    RETURNING ${memberChannelConsents.channelId} AS id),
  withdrawals AS (
    INSERT INTO ${consentHistory} (member_id, kind, subject_id, action, changed_by, source, changed_on, detail)
    SELECT ${memberId}::int, 'campaign', c.id::text, 'withdrawn', ${changedBy}::text, ${source}::text, ${at}::timestamptz,
      json_build_object('subjectName', c.name, 'category', c.category, 'reason', 'erasure')::text
    FROM campaigns JOIN ${consentCampaigns} c ON c.id = campaigns.id
    UNION ALL
    SELECT ${memberId}::int, 'channel', c.id, 'withdrawn', ${changedBy}::text, ${source}::text, ${at}::timestamptz,
      json_build_object('subjectName', c.name, 'reason', 'erasure')::text
    FROM channels JOIN ${communicationChannels} c ON c.id = channels.id
    RETURNING 1),
  medical AS (
    DELETE FROM ${memberMedicalConditions} WHERE ${memberMedicalConditions.memberId} = ${memberId} RETURNING 1),
  addresses AS (DELETE FROM ${memberAddresses} WHERE ${memberAddresses.memberId} = ${memberId} RETURNING 1),
  cards AS (DELETE FROM ${walletCards} WHERE ${walletCards.memberId} = ${memberId} RETURNING 1),
  wallet AS (DELETE FROM ${wallets} WHERE ${wallets.memberId} = ${memberId} RETURNING 1),
  waiting AS (
    DELETE FROM ${bookingMembers} WHERE ${bookingMembers.memberId} = ${memberId} AND ${bookingMembers.waiting}
    RETURNING 1),
  interactions AS (
    DELETE FROM ${prospectInteractions} WHERE ${prospectInteractions.memberId} = ${memberId} RETURNING 1),
  fields AS (DELETE FROM ${userFieldValues} WHERE ${userFieldValues.memberId} = ${memberId} RETURNING 1),
  visits AS (DELETE FROM visits WHERE member_id = ${memberId} RETURNING 1),
  door_cards AS (DELETE FROM member_cards WHERE member_id = ${memberId} RETURNING 1),
  -- the place history stays with the bookings it records (kept); the free-text reasons given for it go
  place_reasons AS (
    UPDATE booking_place_events SET reason = NULL, override_reason = NULL
    WHERE member_id = ${memberId} AND (reason IS NOT NULL OR override_reason IS NOT NULL) RETURNING 1),
  links AS (
    DELETE FROM ${memberLinks} WHERE ${memberLinks.guardianId} = ${memberId} OR ${memberLinks.dependantId} = ${memberId}
    RETURNING 1),
  member AS (
    UPDATE ${members} SET first_name = ${erasedMemberName.firstName}, last_name = ${erasedMemberName.lastName},
      email = NULL, phone = NULL, date_of_birth = NULL, online_consent_guardian_name = NULL,
      consent_modified_on = ${nextModifiedOn(now)}
    WHERE ${members.id} = ${memberId} RETURNING 1)
  SELECT
    (SELECT count(*) FROM campaigns)::int AS "campaignConsents",
    (SELECT count(*) FROM channels)::int AS "channelConsents",
    (SELECT count(*) FROM medical)::int AS "medicalConditions",
    (SELECT count(*) FROM addresses)::int AS "addresses",
    (SELECT count(*) FROM cards)::int AS "savedCards",
    (SELECT count(*) FROM waiting)::int AS "waitingListPlaces",
    (SELECT count(*) FROM interactions)::int AS "prospectInteractions",
    (SELECT count(*) FROM fields)::int AS "userFieldValues",
    (SELECT count(*) FROM links)::int AS "memberLinks",
    (SELECT count(*) FROM visits)::int AS "visits",
    (SELECT count(*) FROM door_cards)::int AS "memberCards",
    (SELECT count(*) FROM ${bookingMembers} WHERE ${bookingMembers.memberId} = ${memberId} AND NOT ${bookingMembers.waiting})::int
      AS "bookings",
    (SELECT count(*) FROM ${bookingDiscountUsages} WHERE ${bookingDiscountUsages.memberId} = ${memberId})::int
      AS "discountUsages",
    ((SELECT count(*) FROM ${consentHistory} WHERE ${consentHistory.memberId} = ${memberId})
      + (SELECT count(*) FROM withdrawals))::int AS "consentHistory"`;

export const eraseMember = route(declared.eraseMember, async (ctx) => {
  const memberId = ctx.memberId;
  const result = await ctx.db.transaction(async (tx): Promise<MemberErasureResult> => {
    await requireMember(tx, memberId);
    const now = new Date();
    const changedBy = ctx.claims.sub;
    const [counts] = await rowsOf<ErasureCounts>(
      tx,
      erasureStatement(memberId, changedBy, consentSourceOf(ctx.claims), now),
    );
    const { bookings, discountUsages, consentHistory: history, ...removed } = counts;
    const erasure = {
      memberId,
      erasedOn: now.toISOString(),
      removed,
      anonymised,
      kept: { bookings, discountUsages, consentHistory: history },
    };
    // The platform's own audit, in the same transaction: who (the token's subject), when and what.
    await tx.insert(auditLog).values({
      actor: changedBy,
      action: "member.erasure",
      entityType: "member",
      entityId: String(memberId),
      memberId,
      detail: JSON.stringify(erasure),
    });
    return erasure;
  });
  return ctx.answer(200, result);
});
