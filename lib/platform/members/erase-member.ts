import { and, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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
import type { Executor } from "../db/client";
import type { Claims } from "../http/tokens";
import { reply, route } from "../http/route";
import { erasedMemberName, type MemberErasureResult } from "@/lib/contract/members";
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
export const eraseMember = route(declared.eraseMember, async (ctx) => {
  const memberId = ctx.memberId;
  const result = await ctx.db.transaction(async (tx): Promise<MemberErasureResult> => {
    await requireMember(tx, memberId);
    const now = new Date();
    const changedBy = ctx.claims.sub;

    const consents = await withdrawAllConsent(tx, memberId, ctx.claims, now);
    const removed = await removeRecords(tx, memberId);
    await anonymise(tx, memberId, now);
    const erasure: MemberErasureResult = {
      memberId,
      erasedOn: now.toISOString(),
      removed: { ...consents, ...removed },
      anonymised,
      kept: await keptRecords(tx, memberId),
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
  return reply.json(result);
});

/** Consent: withdrawing deletes the record; the permanent history records each withdrawal. */
async function withdrawAllConsent(tx: Executor, memberId: number, claims: Claims, now: Date) {
  const changedBy = claims.sub;
  const campaigns = await tx
    .delete(memberCampaignConsents)
    .where(eq(memberCampaignConsents.memberId, memberId))
    .returning({ campaignId: memberCampaignConsents.campaignId });
  const channels = await tx
    .delete(memberChannelConsents)
    .where(eq(memberChannelConsents.memberId, memberId))
    .returning({ channelId: memberChannelConsents.channelId });
  const campaignRows = campaigns.length
    ? await tx
        .select()
        .from(consentCampaigns)
        .where(
          inArray(
            consentCampaigns.id,
            campaigns.map((c) => c.campaignId),
          ),
        )
    : [];
  const channelRows = channels.length
    ? await tx
        .select()
        .from(communicationChannels)
        .where(
          inArray(
            communicationChannels.id,
            channels.map((c) => c.channelId),
          ),
        )
    : [];
  const withdrawals = [
    ...campaignRows.map((c) => ({
      kind: "campaign",
      subjectId: String(c.id),
      detail: JSON.stringify({ subjectName: c.name, category: c.category, reason: "erasure" }),
    })),
    ...channelRows.map((c) => ({
      kind: "channel",
      subjectId: c.id,
      detail: JSON.stringify({ subjectName: c.name, reason: "erasure" }),
    })),
  ];
  if (withdrawals.length)
    await tx.insert(consentHistory).values(
      withdrawals.map((w) => ({
        ...w,
        memberId,
        action: "withdrawn",
        changedBy,
        source: consentSourceOf(claims),
        changedOn: now,
      })),
    );
  return { campaignConsents: campaigns.length, channelConsents: channels.length };
}

/** The member's own records that may be removed: each table's rows deleted, counted. */
async function removeRecords(tx: Executor, memberId: number) {
  /** deletes the rows `where` picks; answers how many went */
  const removed = async (table: PgTable, where: SQL | undefined) =>
    (
      await tx
        .delete(table)
        .where(where)
        .returning({ one: sql`1` })
    ).length;
  const medicalConditions = await removed(memberMedicalConditions, eq(memberMedicalConditions.memberId, memberId));
  const addresses = await removed(memberAddresses, eq(memberAddresses.memberId, memberId));
  const savedCards = await removed(walletCards, eq(walletCards.memberId, memberId));
  await tx.delete(wallets).where(eq(wallets.memberId, memberId));
  return {
    medicalConditions,
    addresses,
    savedCards,
    waitingListPlaces: await removed(
      bookingMembers,
      and(eq(bookingMembers.memberId, memberId), eq(bookingMembers.waiting, true)),
    ),
    prospectInteractions: await removed(prospectInteractions, eq(prospectInteractions.memberId, memberId)),
    userFieldValues: await removed(userFieldValues, eq(userFieldValues.memberId, memberId)),
    memberLinks: await removed(
      memberLinks,
      or(eq(memberLinks.guardianId, memberId), eq(memberLinks.dependantId, memberId)),
    ),
  };
}

/** The member's identifying fields, blanked (the name becomes the erased member's name). */
const anonymised = ["firstName", "lastName", "email", "phone", "dateOfBirth", "onlineConsentGuardianName"];
async function anonymise(tx: Executor, memberId: number, now: Date) {
  await tx
    .update(members)
    .set({
      ...erasedMemberName,
      email: null,
      phone: null,
      dateOfBirth: null,
      onlineConsentGuardianName: null,
      consentModifiedOn: nextModifiedOn(now),
    })
    .where(eq(members.id, memberId));
}

/** What must be kept, counted: booking places, discount usages, the consent history. */
async function keptRecords(tx: Executor, memberId: number) {
  const [[bookings], [usages], [history]] = await Promise.all([
    tx.select({ n: count() }).from(bookingMembers).where(eq(bookingMembers.memberId, memberId)),
    tx.select({ n: count() }).from(bookingDiscountUsages).where(eq(bookingDiscountUsages.memberId, memberId)),
    tx.select({ n: count() }).from(consentHistory).where(eq(consentHistory.memberId, memberId)),
  ]);
  return { bookings: Number(bookings.n), discountUsages: Number(usages.n), consentHistory: Number(history.n) };
}
