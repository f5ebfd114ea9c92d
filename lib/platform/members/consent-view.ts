import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import {
  communicationChannels,
  consentCampaigns,
  memberCampaignConsents,
  memberChannelConsents,
  members,
} from "../db/schema";
import type { CampaignConsent, ConsentSource, MemberConsent } from "@frontdesk/lib/contract/members";
import type { Claims } from "../http/tokens";
import { memberNotFound } from "./member-record";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The MemberConsent resource after a change, in the transaction that checked the member exists (404 else). */
export async function requireMemberConsent(db: Executor, memberId: number): Promise<MemberConsent> {
  const consent = await readMemberConsent(db, memberId);
  if (!consent) throw memberNotFound(memberId);
  return consent;
}

/** The MemberConsent resource (endpoint 1), or undefined when the member does not exist. */
export async function readMemberConsent(db: Executor, memberId: number): Promise<MemberConsent | undefined> {
  // the three side by side (one round trip outside a transaction): an unknown member's lists are simply empty
  const [[member], campaigns, channels] = await Promise.all([
    db
      .select({
        onlineConsentDate: members.onlineConsentDate,
        onlineConsentGuardianName: members.onlineConsentGuardianName,
        privacyPolicySignedDate: members.privacyPolicySignedDate,
        privacyPolicySigned: members.privacyPolicySigned,
        termsAndConditionsSignedDate: members.termsAndConditionsSignedDate,
        healthCommitmentStatementSignedDate: members.healthCommitmentStatementSignedDate,
        modifiedOn: members.consentModifiedOn,
        createdOn: members.consentCreatedOn,
      })
      .from(members)
      .where(eq(members.id, memberId)),
    db
      .select({
        campaignId: consentCampaigns.id,
        campaignName: consentCampaigns.name,
        campaignDescription: consentCampaigns.description,
        captureDate: memberCampaignConsents.captureDate,
        expiryDate: consentCampaigns.expiryDate,
        guardianName: memberCampaignConsents.guardianName,
        category: consentCampaigns.category,
      })
      .from(memberCampaignConsents)
      .innerJoin(consentCampaigns, eq(consentCampaigns.id, memberCampaignConsents.campaignId))
      .where(eq(memberCampaignConsents.memberId, memberId))
      .orderBy(asc(consentCampaigns.id)),
    db
      .select({
        channelId: communicationChannels.id,
        channelName: communicationChannels.name,
        captureDate: memberChannelConsents.captureDate,
      })
      .from(memberChannelConsents)
      .innerJoin(communicationChannels, eq(communicationChannels.id, memberChannelConsents.channelId))
      .where(eq(memberChannelConsents.memberId, memberId))
      .orderBy(asc(communicationChannels.sortOrder), asc(communicationChannels.id)),
  ]);
  if (!member) return undefined;
  const entry = (c: (typeof campaigns)[number]): CampaignConsent => ({
    campaignId: c.campaignId,
    campaignName: c.campaignName,
    campaignDescription: c.campaignDescription,
    captureDate: c.captureDate.toISOString(),
    expiryDate: iso(c.expiryDate),
    ...(c.guardianName ? { guardianName: c.guardianName } : {}),
    category: c.category as CampaignConsent["category"],
  });
  return {
    memberId,
    onlineConsentDate: iso(member.onlineConsentDate),
    onlineConsentGuardianName: member.onlineConsentGuardianName,
    privacyPolicySignedDate: iso(member.privacyPolicySignedDate),
    privacyPolicySigned: member.privacyPolicySigned,
    termsAndConditionsSignedDate: iso(member.termsAndConditionsSignedDate),
    healthCommitmentStatementSignedDate: iso(member.healthCommitmentStatementSignedDate),
    modifiedOn: member.modifiedOn.toISOString(),
    createdOn: member.createdOn.toISOString(),
    campaignPreferences: {
      marketingCampaigns: campaigns.filter((c) => c.category === "Marketing").map(entry),
      dataCampaigns: campaigns.filter((c) => c.category === "Data_Processing").map(entry),
      communicationTypes: channels.map((c) => ({
        channelId: c.channelId,
        channelName: c.channelName,
        captureDate: c.captureDate.toISOString(),
      })),
    },
  };
}

/** Gate shared by the consent read, its companion writes and the lookups (endpoint 1). */
/** Where a consent change came from: a token holding FOH is the desk (staff, or Frontdesk as an integrator); any other is the member online. Demo and migrated data say "import". */
export const consentSourceOf = (claims: Claims): ConsentSource => (claims.products.includes("FOH") ? "desk" : "online");

export const consentGate = {
  products: ["FOH", "CONSUMER", "INTEGRATIONS"],
  features: ["ONLINEBOOK", "ONLINEJOIN", "TRP", "FOHGENERIC"],
};

/** Capture dates the client sends: not in the future (a small clock skew allowed). */
export function captureDateOrNow(sent: string | undefined, now: Date): Date | "future" {
  if (sent === undefined) return now;
  const date = new Date(sent);
  return date.getTime() > now.getTime() + 60_000 ? "future" : date;
}

/** modifiedOn moves on every write, even two writes within one millisecond. */
export const nextModifiedOn = (now: Date) =>
  sql`greatest(${now.toISOString()}::timestamptz, ${members.consentModifiedOn} + interval '1 millisecond')`;
