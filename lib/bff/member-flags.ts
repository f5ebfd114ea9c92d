import type { MemberAlertListPlace } from "@frontdesk/lib/contract/bookings";
import type { MemberFlag, MemberOverview, RecurringCard, WalletCard } from "@frontdesk/lib/contract/members";
import { memberFlagCodes } from "@frontdesk/lib/contract/members";
import { can } from "@frontdesk/lib/contract/roles";
import { PlatformFailure, type Caller } from "@frontdesk/lib/client/transport";
import { callPlatform, type PlatformInput } from "@frontdesk/lib/client/call-platform";
import { bookings, members } from "@frontdesk/lib/platform/operations";
import { orNone, readWallet } from "./wallet-reads";

interface FlagRecords {
  overview: Pick<MemberOverview, "linkedMembers">;
  privacyPolicySigned: boolean;
  medicalConditionCount: number;
  recurring: RecurringCard | null;
  cards: WalletCard[];
  waiting: MemberAlertListPlace[];
}

/**
 * A member's flags from the standard reads, the rule of the platform's list read (GET /api/members/flags)
 * written once more over its endpoints: a card is valid when designated, verified and not past its expiry month.
 */
function flagsOfRecords(r: FlagRecords, now = new Date()): MemberFlag[] {
  const card = r.recurring?.rcpCardId ? r.cards.find((c) => String(c.cardID) === r.recurring!.rcpCardId) : undefined;
  const unexpired =
    !card || card.expiryYear * 12 + card.expiryMonth >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const held: Record<MemberFlag, boolean> = {
    medicalConditions: r.medicalConditionCount > 0,
    privacyPolicyNotSigned: !r.privacyPolicySigned,
    noValidPaymentCard: !(r.recurring?.rcpCardId && r.recurring.verified && unexpired),
    onWaitingList: r.waiting.some((p) => Date.parse(p.startDateTime) > now.getTime()),
    guardian: r.overview.linkedMembers.some((m) => m.relationship === "dependant"),
    dependant: r.overview.linkedMembers.some((m) => m.relationship === "guardian"),
  };
  return memberFlagCodes.filter((flag) => held[flag]);
}

/** One member's flags from the standard endpoints (where the platform has no list read): six reads at once. */
export async function readMemberFlags(caller: Caller, memberId: number) {
  const overview = await callPlatform(caller, members.getMember, { params: { memberId } }); // 404 for an unknown member, before anything else
  const [consent, medical, [recurring, wallet], waiting] = await Promise.all([
    callPlatform(caller, members.getConsent, { params: { memberId } }),
    callPlatform(caller, members.getMedicalDetails, { params: { memberId } }),
    readWallet(caller, memberId),
    orNone<MemberAlertListPlace[]>(callPlatform(caller, bookings.listMemberAlertLists, { params: { memberId } }), []),
  ]);
  const flags = flagsOfRecords({
    overview,
    privacyPolicySigned: consent.privacyPolicySigned,
    medicalConditionCount: medical.medicalConditions.length,
    recurring,
    cards: wallet.data,
    waiting,
  });
  return { memberId, flags };
}

/**
 * One member's flags by the cheapest read the platform has: its list read for that one member, or (a 404 upstream,
 * where the platform has no list read) the standard reads of `readMemberFlags`. The door reads them so.
 */
export async function memberFlagsOf(caller: Caller, memberId: number): Promise<MemberFlag[]> {
  try {
    const { data } = await callPlatform(caller, members.listMemberFlags, { query: { memberId: [String(memberId)] } });
    return data.find((entry) => entry.memberId === memberId)?.flags ?? [];
  } catch (error) {
    if (error instanceof PlatformFailure && error.status === 404)
      return (await readMemberFlags(caller, memberId)).flags;
    throw error;
  }
}

/**
 * A page of search results with each member's flags, for the roles that work member records.
 * flagsFor "page": the flags of the whole page, one platform read; "highlighted": the platform has no
 * list read (a 404 upstream), so the screen loads each result's flags as it is highlighted; "none":
 * the role does not see flags (sales).
 */
export async function searchMembersWithFlags(
  caller: Caller,
  params: NonNullable<PlatformInput<typeof members.searchMembers>["query"]>,
) {
  const result = await callPlatform(caller, members.searchMembers, { query: params });
  const none = {
    ...result,
    flagsFor: "none" as "page" | "highlighted" | "none",
    flags: {} as Record<string, MemberFlag[]>,
  };
  if (!can(caller.role, "members.records")) return none;
  if (result.data.length === 0) return { ...none, flagsFor: "page" as const };
  try {
    const { data } = await callPlatform(caller, members.listMemberFlags, {
      query: { memberId: result.data.map((m) => m.memberId) },
    });
    return { ...none, flagsFor: "page" as const, flags: Object.fromEntries(data.map((e) => [e.memberId, e.flags])) };
  } catch (error) {
    if (error instanceof PlatformFailure && error.status === 404) return { ...none, flagsFor: "highlighted" as const };
    throw error;
  }
}
