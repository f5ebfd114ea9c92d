import type { MemberAlertListPlace, PastBooking } from "@frontdesk/lib/contract/bookings";
import type {
  ConsentHistoryEntry,
  MedicalCondition,
  MemberAddresses,
  MemberConsent,
  MemberOverview,
  RecurringCard,
  WalletCard,
} from "@frontdesk/lib/contract/members";
import type { ProspectInteraction } from "@frontdesk/lib/contract/prospects";
import { listPastBookings } from "@frontdesk/lib/bff/past-bookings";
import type { Caller } from "@frontdesk/lib/client/transport";
import { readWallet } from "./wallet-reads";
import { staffAuditNamed } from "./audit";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings, members, prospects } from "@frontdesk/lib/platform/operations";
import { messagesOf, messageView } from "@frontdesk/lib/outbox/outbox";
import { readMemberLanguage } from "@frontdesk/lib/outbox/member-language";
import type { MemberLanguage } from "@frontdesk/lib/contract/member-language";
import type { OutboxMessage } from "@frontdesk/lib/contract/messages";
import type { MemberCardRecord, Visit } from "@frontdesk/lib/contract/visits";
import { visits as visitOps } from "@frontdesk/lib/platform/operations";
import { ExtensionMissing } from "@frontdesk/lib/client/extensions";

/**
 * A member's data export (UK GDPR Art. 15 and 20): everything Frontdesk holds on the member, read
 * through the platform's API (so it works embedded and upstream) plus the app's own staff audit.
 * The bounded parts are read first, so a failure there is a clean error; past bookings, which may
 * run to tens of thousands, are then streamed a platform page (250) at a time, never held whole.
 */
export interface MemberData {
  exportedOn: string;
  exportedBy: { staffId: string; name: string };
  member: MemberOverview;
  consent: MemberConsent;
  consentHistory: ConsentHistoryEntry[];
  medicalConditions: MedicalCondition[];
  addresses: MemberAddresses;
  paymentCard: { recurringCard: RecurringCard | null; savedCards: Omit<WalletCard, "isDesignated">[] };
  waitingLists: MemberAlertListPlace[];
  prospectInteractions: ProspectInteraction[];
  staffAudit: { at: string; staffId: string; staffName: string | null; action: string }[];
  /** the language Frontdesk writes to them in, and whether they (or staff for them) chose it */
  languageOfCorrespondence: MemberLanguage;
  /** the emails Frontdesk sent (or tried to send) the member, as they read them */
  messages: Omit<OutboxMessage, "memberId" | "templateId" | "causedBy">[];
  /** visits at the door, newest first (undone ones marked); null where the venue's platform records no visits */
  visits: Omit<Visit, "memberId">[] | null;
  /** membership cards: the one in use and those it replaced; null where the venue's platform keeps no cards */
  memberCards: Omit<MemberCardRecord, "memberId">[] | null;
}

/** The platform's largest page of a member's visits. */
const visitsPageSize = 100;

/**
 * Every visit of the member, newest first, a page at a time (a retention rule keeps them to its period, 24 months by
 * default, so they are held whole), and their cards. A venue platform without the door's extension holds neither.
 */
async function readDoorRecords(caller: Caller, memberId: number) {
  try {
    const cards = await callPlatform(caller, visitOps.listMemberCards, { params: { memberId } });
    const visits: Visit[] = [];
    for (let before: number | undefined; ;) {
      const page = await callPlatform(caller, visitOps.listMemberVisits, {
        params: { memberId },
        query: { limit: visitsPageSize, before },
      });
      visits.push(...page);
      if (page.length < visitsPageSize) break;
      before = page[page.length - 1].visitId;
    }
    return {
      visits: visits.map(({ memberId: _member, ...visit }) => visit),
      memberCards: cards.map(({ memberId: _member, ...card }) => card),
    };
  } catch (error) {
    if (error instanceof ExtensionMissing) return { visits: null, memberCards: null };
    throw error;
  }
}

/** The platform's largest past-bookings page (endpoint 4). */
const bookingsPageSize = 250;

export async function readMemberData(caller: Caller, staffName: string, memberId: number): Promise<MemberData> {
  const member = await callPlatform(caller, members.getMember, { params: { memberId } }); // 404 for an unknown member, before anything else
  // Prospect interactions need the PROSPECTS feature, which only sales tokens carry: the BFF has
  // already let a manager through for data rights, so it reads them with the sales role's claims.
  const prospectsReader: Caller = { ...caller, role: "sales" };
  const [
    consent,
    consentHistory,
    medical,
    addresses,
    [recurringCard, wallet],
    waitingLists,
    prospectInteractions,
    audit,
    messages,
    door,
    language,
  ] = await Promise.all([
    callPlatform(caller, members.getConsent, { params: { memberId } }),
    callPlatform(caller, members.listConsentHistory, { params: { memberId } }),
    callPlatform(caller, members.getMedicalDetails, { params: { memberId } }),
    callPlatform(caller, members.getAddresses, { params: { memberId } }),
    readWallet(caller, memberId),
    callPlatform(caller, bookings.listMemberAlertLists, { params: { memberId } }),
    callPlatform(prospectsReader, prospects.listInteractions, { params: { memberId }, query: {} }),
    staffAuditNamed(memberId),
    messagesOf(memberId),
    readDoorRecords(caller, memberId),
    readMemberLanguage(memberId),
  ]);
  return {
    exportedOn: new Date().toISOString(),
    exportedBy: { staffId: caller.staffId, name: staffName },
    member,
    consent,
    consentHistory,
    medicalConditions: medical.medicalConditions,
    addresses,
    // A summary only: the platform holds no card number, and the provider's token is not the member's data to read.
    paymentCard: { recurringCard, savedCards: wallet.data.map(({ isDesignated: _designated, ...card }) => card) },
    waitingLists,
    prospectInteractions,
    staffAudit: audit.map((row) => ({ ...row, at: row.at.toISOString() })),
    languageOfCorrespondence: language,
    messages: messages.map((row) => {
      const { memberId: _member, templateId: _template, causedBy: _cause, ...message } = messageView(row);
      return message;
    }),
    ...door,
  };
}

/** The member's past bookings, newest first, one platform page at a time (a fixed "now", so pages do not shift). */
export async function* pastBookingPages(caller: Caller, memberId: number): AsyncGenerator<PastBooking[]> {
  const dateTimeTo = new Date().toISOString();
  for (let offset = 0; ; offset += bookingsPageSize) {
    const page = await listPastBookings(caller, memberId, { limit: bookingsPageSize, offset, dateTimeTo });
    if (page.pastBookingData.length) yield page.pastBookingData;
    if (!page.metaData.next || page.pastBookingData.length === 0) return;
  }
}

const encoder = new TextEncoder();

/** A stream of text chunks as bytes; a failure part-way ends the download with an error (a truncated file is never passed off as whole). */
export function textStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}

/** The JSON document: the bounded parts, then `pastBookings` written page by page. */
export async function* memberDataJson(data: MemberData, pages: AsyncIterable<PastBooking[]>): AsyncGenerator<string> {
  const head = JSON.stringify(data, null, 2);
  yield `${head.slice(0, head.lastIndexOf("}")).trimEnd()},\n  "pastBookings": [`;
  let first = true;
  for await (const page of pages) {
    let chunk = "";
    for (const booking of page) {
      chunk += `${first ? "" : ","}\n    ${JSON.stringify(booking)}`;
      first = false;
    }
    yield chunk;
  }
  yield `${first ? "" : "\n  "}]\n}\n`;
}
