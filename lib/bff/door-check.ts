import { erasedMemberName, type MemberOverview } from "@frontdesk/lib/contract/members";
import type { DoorCheck, MemberCard } from "@frontdesk/lib/contract/visits";
import { dataConsentState } from "@frontdesk/lib/domain/consent/data-consent";
import { isCheckDue } from "@frontdesk/lib/domain/consent/details-due";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import type { Caller } from "@frontdesk/lib/client/transport";
import { bookings, configuration, members, visits } from "@frontdesk/lib/platform/operations";
import { ExtensionMissing } from "@frontdesk/lib/client/extensions";
import { env } from "@frontdesk/lib/server/env";
import { memberFlagsOf } from "./member-flags";

/** A member record as erasure leaves it: the erased name, no email, phone or date of birth. */
const isErased = (m: MemberOverview) =>
  m.firstName === erasedMemberName.firstName &&
  m.lastName === erasedMemberName.lastName &&
  m.email === null &&
  m.phone === null &&
  m.dateOfBirth === null;

/**
 * What the door shows the moment a member is found, in one answer: the member (its 404 first), their status and what
 * it does at the door, the desk's flags (member search's own, lib/bff/member-flags), the medical conditions to pass
 * on, consent, details due a re-check and the card in use (`cardInUse` when the scan has just found it: not read
 * again). The reads are made side by side.
 */
export async function readDoorCheck(caller: Caller, memberId: number, cardInUse?: MemberCard): Promise<DoorCheck> {
  const now = new Date();
  const params = { memberId };
  // every read at once; the member's own failure (its 404) is the one said, so the others' wait for it. The statuses
  // are all read beside the member (a short list), where reading the member's own after it took a round trip more.
  const memberRead = callPlatform(caller, members.getMember, { params });
  const others = Promise.all([
    callPlatform(caller, configuration.listStatuses),
    memberFlagsOf(caller, memberId),
    callPlatform(caller, members.getMedicalDetails, { params }),
    callPlatform(caller, members.getConsent, { params }),
    callPlatform(caller, members.getDetailChecks, { params }),
    cardInUse ? [{ ...cardInUse, replacedAt: null }] : callPlatform(caller, visits.listMemberCards, { params }),
    // a venue platform without Frontdesk's booking extensions keeps no suspensions: none to show
    callPlatform(caller, bookings.listBookingHistory, { params, query: { limit: 1 } }).then(
      (history) => history.suspensions,
      (error: unknown) => {
        if (error instanceof ExtensionMissing) return [];
        throw error;
      },
    ),
  ]);
  others.catch(() => {}); // awaited below, once the member is known to exist
  const member = await memberRead;
  const [statuses, flags, medical, consent, checks, cards, suspensions] = await others;
  const status = statuses.find((s) => s.id.toLowerCase() === member.status?.id.toLowerCase()) ?? null;
  const months = env().VENUE_DETAILS_CHECK_MONTHS;
  const card = cards.find((c) => c.replacedAt === null);
  return {
    memberId,
    firstName: member.firstName,
    lastName: member.lastName,
    status: status && {
      id: status.id,
      description: status.description,
      backColourHex: status.backColourHex,
      textColourHex: status.textColourHex,
      treatMembersAsExpired: status.treatMembersAsExpired,
      freezeSubscriptions: status.freezeSubscriptions,
    },
    flags,
    medicalConditions: medical.medicalConditions.map((c) => c.medicalConditionType),
    dataConsent: dataConsentState(consent.campaignPreferences.dataCampaigns, now),
    detailsDue: checks.data.filter((c) => isCheckDue(c.lastConfirmedOn, months, now)).map((c) => c.area),
    card: card ? { memberId, cardNumber: card.cardNumber, issuedAt: card.issuedAt } : null,
    bookingSuspensions: suspensions,
    erased: isErased(member),
  };
}
