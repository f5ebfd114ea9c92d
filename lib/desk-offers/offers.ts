import { said } from "@frontdesk/lib/contract/said";
import { log } from "@frontdesk/lib/server/log";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import "server-only";
import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { AlertListView } from "@frontdesk/lib/contract/bookings";
import type { OfferMade, SessionOffers, WaitingListOffer } from "@frontdesk/lib/contract/waiting-list-offers";
import { sessionStage } from "@frontdesk/lib/domain/waiting-list-offers";
import type { AuditAction } from "@frontdesk/lib/contract/staff";
import type { Caller } from "@frontdesk/lib/client/transport";
import { recordStaffAudit, staffNamesOf } from "@frontdesk/lib/bff/audit";
import { tellDesks } from "@frontdesk/lib/bff/live-events";
import { liveTopics, sessionsTopicOf } from "@frontdesk/lib/contract/live";
import { BffProblem, problem } from "@frontdesk/lib/contract/problem";
import { appDatabase } from "@frontdesk/lib/app-db";
import { deskOffers } from "@frontdesk/lib/app-db/schema";
import { autoOfferSites, holdMinutesAt } from "./site-settings";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings, members } from "@frontdesk/lib/platform/operations";
import { composeOfferEmail } from "./offer-mail";
import { enqueueMessages, messagesAbout } from "@frontdesk/lib/outbox/outbox";
import type { MessageState } from "@frontdesk/lib/domain/messages";
import { mailConfigured, pokeSender } from "@frontdesk/lib/outbox/sender";
import { senderCaller } from "@frontdesk/lib/outbox/templates";
import { rowsOf } from "@frontdesk/lib/platform/db/rows";
import { pruneThrottle } from "./public-throttle";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/** The next offer id, taken ahead of the insert (its email's links name it). */
async function nextOfferId(): Promise<number> {
  const db = await appDatabase();
  const [{ id }] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('frontdesk.desk_offers', 'id'))::int AS id`,
  );
  return id;
}

type Row = typeof deskOffers.$inferSelect;

const refuse = (status: number, detail: string): never => {
  throw new BffProblem(problem(status, detail));
};

/** Sessions that have started or ended take no one: the BFF refuses, in the words of the stage, before the platform is asked to. */
function refuseUnlessComing(list: AlertListView) {
  const stage = sessionStage(list);
  if (stage !== "coming")
    refuse(400, said(stage === "started" ? "Problems.offers.sessionStarted" : "Problems.offers.sessionEnded"));
}

/** Refuses a session that has started or ended; answers its waiting list as read (its site and start among it). */
export async function requireNotStarted(caller: Caller, bookingId: number): Promise<AlertListView> {
  const list = await callPlatform(caller, bookings.readAlertList, { params: { bookingId } });
  refuseUnlessComing(list);
  return list;
}

/** The booking id a slot reference names (a JSON document; the platform answers for anything else). */
export function bookingIdOfSlot(slotReference: string): number | undefined {
  try {
    const id = (JSON.parse(slotReference) as { bookingId?: unknown }).bookingId;
    return typeof id === "number" && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
  } catch {
    return undefined;
  }
}

const asOffer = (r: Row): WaitingListOffer => ({
  id: r.id,
  bookingId: r.bookingId,
  memberId: r.memberId,
  offeredBy: r.offeredBy,
  offeredAt: r.offeredAt.toISOString(),
  expiresAt: r.expiresAt?.toISOString() ?? null,
  outcome: r.outcome as WaitingListOffer["outcome"],
  reason: r.reason,
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

const audit = (staffId: string, rows: Row[], action: AuditAction) =>
  Promise.all(rows.map((r) => recordStaffAudit({ staffId, memberId: r.memberId, action })));

/**
 * Expiry is a query on read, never a timer: whoever reads a session's offers first after a hold ran
 * out records it (the conditional UPDATE answers each row to one reader only), so any instance and a
 * restart see the same state. Answers the offers it closed.
 */
async function settleExpired(staffId: string, bookingId: number): Promise<Row[]> {
  const db = await appDatabase();
  const closed = await db
    .update(deskOffers)
    .set({ outcome: "no answer", space: null, decidedAt: deskOffers.expiresAt })
    .where(and(eq(deskOffers.bookingId, bookingId), isNull(deskOffers.outcome), lte(deskOffers.expiresAt, sql`now()`)))
    .returning();
  await audit(staffId, closed, "recorded an unanswered waiting-list offer");
  return closed;
}

/** Settles a session's offers whose hold ran out and offers those spaces to the next in line. */
export async function settleSession(caller: Caller, bookingId: number) {
  const closed = await settleExpired(caller.staffId, bookingId);
  if (closed.length > 0) await offerNextQuietly(caller, bookingId);
}

/** A session's offers, after settling the ones whose hold ran out (and offering those spaces to the next). */
export async function sessionOffers(caller: Caller, bookingId: number): Promise<SessionOffers> {
  await settleSession(caller, bookingId);
  const db = await appDatabase();
  const [rows, list] = await Promise.all([
    db.select().from(deskOffers).where(eq(deskOffers.bookingId, bookingId)).orderBy(desc(deskOffers.id)).limit(100),
    callPlatform(caller, bookings.readAlertList, { params: { bookingId } }),
  ]);
  const listed = new Set(list.waiting.map((w) => w.memberId));
  const gone = [...new Set(rows.map((r) => r.memberId).filter((id) => !listed.has(id)))];
  const [holdMinutes, staffNames, overviews, messages] = await Promise.all([
    holdMinutesAt(list.siteId),
    staffNamesOf(rows.flatMap((r) => [r.offeredBy, ...(r.decidedBy ? [r.decidedBy] : [])])),
    // at most the session's capacity: only someone who took a space leaves the list. A member since erased
    // (or a failed read) is shown by number, as before, rather than failing the whole list of offers.
    Promise.all(
      gone.map((id) => callPlatform(caller, members.getMember, { params: { memberId: id } }).catch(() => null)),
    ),
    messagesAbout([bookingId]),
  ]);
  const open = rows.filter((r) => r.outcome === null);
  const emails = Object.fromEntries(
    messages
      .filter((m) => m.offerId !== null && open.some((r) => r.id === m.offerId))
      .map((m) => [String(m.offerId), { state: m.state as MessageState, detail: m.lastError }]),
  );
  return {
    bookingId,
    holdMinutes,
    open: open.map(asOffer),
    history: rows.filter((r) => r.outcome !== null).map(asOffer),
    memberNames: Object.fromEntries(
      overviews.flatMap((m, i) => (m ? [[String(gone[i]), `${m.firstName} ${m.lastName}`]] : [])),
    ),
    staffNames,
    emails,
    mailConfigured: mailConfigured(),
  };
}

const restrictionReason = (list: AlertListView) =>
  `${list.activityName} is for members holding certain subscriptions, and this member has no current one of them.`;

/**
 * How long an accepted offer whose member is still on the waiting list counts as holding its place: its promotion is in
 * flight (the platform's time-out and a retry fit well within it); past it, a promotion that failed without reopening
 * the offer no longer keeps the place from the next person.
 */
const acceptingForMs = 2 * 60_000;

/**
 * Offers a free space to the first person in line who has not been offered one for this session,
 * passing over (and recording, with the reason) anyone the booking-restriction check refuses.
 * Answers the new offer (null when nobody is left to offer it to) and who was passed over.
 */
export async function offerNext(caller: Caller, bookingId: number): Promise<OfferMade> {
  const list = await callPlatform(caller, bookings.readAlertList, { params: { bookingId } });
  refuseUnlessComing(list);
  await settleExpired(caller.staffId, bookingId);
  const db = await appDatabase();
  const rows = await db
    .select()
    .from(deskOffers)
    .where(eq(deskOffers.bookingId, bookingId))
    .orderBy(asc(deskOffers.id));
  const open = rows.filter((r) => r.outcome === null);
  // An offer being accepted holds its place until the platform has booked it: its promotion may not have committed
  // when the list was read (the list is read before the offers, so one booked meanwhile is counted at most twice,
  // never missed), and that place must not be offered again. Only the waiting place it was accepted from: a member
  // booked by it who cancelled and joined the list again since is simply waiting.
  const accepting = rows.filter(
    (r) =>
      r.outcome === "accepted" &&
      r.decidedAt !== null &&
      Date.now() - r.decidedAt.getTime() < acceptingForMs &&
      list.waiting.some((w) => w.memberId === r.memberId && Date.parse(w.joinedOn) <= r.decidedAt!.getTime()),
  );
  const free = list.capacity - list.booked - accepting.length;
  if (free <= 0) refuse(400, "Problems.offers.full");
  if (open.length >= free) refuse(409, "Problems.offers.allOffered");
  // anyone already asked for this session (open, declined, no answer, passed over) is not asked again
  const asked = new Set(rows.filter((r) => r.outcome !== "accepted").map((r) => r.memberId));
  const passedOver: { memberId: number; reason: string }[] = [];
  let chosen: number | undefined;
  for (const waiting of list.waiting) {
    if (asked.has(waiting.memberId)) continue;
    const check = await callPlatform(caller, bookings.memberBookingRestrictions, {
      params: { memberId: waiting.memberId },
      query: { activityId: list.activityId },
    });
    if (check.memberAbleToProceed) {
      chosen = waiting.memberId;
      break;
    }
    passedOver.push({ memberId: waiting.memberId, reason: restrictionReason(list) });
  }
  const heldSpaces = new Set(open.map((r) => r.space));
  const space = Array.from({ length: free }, (_, i) => i + 1).find((n) => !heldSpaces.has(n))!;
  // the site's hold time as it is now: a change applies to offers made after it
  const minutes = await holdMinutesAt(list.siteId);
  const offeredAt = new Date();
  const expiresAt = new Date(offeredAt.getTime() + minutes * 60_000);
  // The offer's id is taken first so its email (with links naming it) is queued in the offer's own transaction.
  const offerId = chosen === undefined ? undefined : await nextOfferId();
  const mail =
    chosen === undefined || offerId === undefined
      ? undefined
      : await composeOfferEmail(list, chosen, offerId, expiresAt, caller.staffId);
  let written: Row[];
  try {
    written = await db.transaction(async (tx) => {
      const skipped = passedOver.length
        ? await tx
            .insert(deskOffers)
            .values(
              passedOver.map((p) => ({
                bookingId,
                memberId: p.memberId,
                offeredBy: caller.staffId,
                outcome: "passed over",
                reason: p.reason,
                decidedBy: caller.staffId,
                decidedAt: sql`now()`,
              })),
            )
            .returning()
        : [];
      const offered =
        chosen === undefined
          ? []
          : await tx
              .insert(deskOffers)
              .values({
                id: offerId,
                bookingId,
                memberId: chosen,
                space,
                offeredBy: caller.staffId,
                offeredAt,
                expiresAt,
              })
              .returning();
      if (mail?.message) await enqueueMessages(tx, [mail.message]);
      return [...skipped, ...offered];
    });
  } catch (error) {
    // the partial unique indexes: another desk offered this space (or to this member) a moment ago
    if (isUniqueViolation(error)) refuse(409, "Problems.offers.justOffered");
    throw error;
  }
  await audit(
    caller.staffId,
    written.filter((r) => r.outcome === "passed over"),
    "passed over for a waiting-list space",
  );
  const offer = written.find((r) => r.outcome === null);
  if (offer) await audit(caller.staffId, [offer], "offered a waiting-list space");
  if (mail?.message) pokeSender();
  return {
    offer: offer ? asOffer(offer) : null,
    passedOver: written.filter((r) => r.outcome === "passed over").map(asOffer),
    email: offer ? (mail?.email ?? null) : null,
    mailConfigured: mailConfigured(),
  };
}

/**
 * After a decline or a hold running out, the space goes to the next person, if the session still has one.
 * Answers the offer made, if any.
 */
async function offerNextQuietly(caller: Caller, bookingId: number): Promise<WaitingListOffer | null> {
  try {
    return (await offerNext(caller, bookingId)).offer;
  } catch (error) {
    if (!(error instanceof BffProblem)) throw error; // full, started, all offered: nothing to do
    return null;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

/**
 * Records the member's answer to an open offer. Accepted: the offer is claimed first (so a second
 * desk cannot accept it too), then the platform's promote turns the waiting place into a booking; if
 * the platform refuses, the offer is open again. Declined: the space goes to the next person.
 */
export async function answerOffer(
  caller: Caller,
  bookingId: number,
  offerId: number,
  outcome: "accepted" | "declined",
): Promise<WaitingListOffer> {
  const db = await appDatabase();
  const [found] = await db
    .select()
    .from(deskOffers)
    .where(and(eq(deskOffers.id, offerId), eq(deskOffers.bookingId, bookingId)));
  if (!found) return refuse(404, "Problems.offers.notFound");
  // an accepted offer's session, as read to refuse one that has started: its site and day for the desks to hear
  const session = outcome === "accepted" ? await requireNotStarted(caller, bookingId) : undefined;
  await settleExpired(caller.staffId, found.bookingId);
  const [claimed] = await db
    .update(deskOffers)
    .set({ outcome, space: null, decidedBy: caller.staffId, decidedAt: sql`now()` })
    .where(and(eq(deskOffers.id, offerId), isNull(deskOffers.outcome), sql`${deskOffers.expiresAt} > now()`))
    .returning();
  if (!claimed) {
    const [now] = await db.select().from(deskOffers).where(eq(deskOffers.id, offerId));
    // A hold that ran out passes the place on. An offer already answered did so itself: accepted, its place is being
    // booked (offering it now would offer a place that is gone); declined, the next person was offered it.
    if (now?.outcome === "no answer") await offerNextQuietly(caller, found.bookingId);
    return refuse(
      409,
      now?.outcome === "no answer"
        ? "Problems.offers.holdRanOut"
        : said("Problems.offers.alreadyAnswered", { outcome: now?.outcome ?? "closed" }),
    );
  }
  if (outcome === "accepted") {
    try {
      await callPlatform(caller, bookings.promoteFromAlertList, {
        body: { bookingId: found.bookingId, memberId: found.memberId },
      });
    } catch (error) {
      // the platform refused (session full, member left the list): the offer stands as it was
      await db
        .update(deskOffers)
        .set({ outcome: null, space: found.space, decidedBy: null, decidedAt: null })
        .where(eq(deskOffers.id, offerId))
        .catch(() => undefined);
      throw error;
    }
    await audit(caller.staffId, [claimed], "accepted a waiting-list offer");
    // a place taken (at a desk or by the member's link): the roster, the member's bookings, the open session pickers
    tellDesks(
      liveTopics.sessionPlaces(found.bookingId),
      liveTopics.memberPlaces(found.memberId),
      sessionsTopicOf(session!),
    );
  } else {
    await audit(caller.staffId, [claimed], "declined a waiting-list offer");
    await offerNextQuietly(caller, found.bookingId);
  }
  return asOffer(claimed);
}

/**
 * The offers' own clock: every instance runs it (server.ts), so a hold that runs out passes the
 * place to the next person in line, and emails them, without anyone opening the list. The conditional
 * UPDATE of settleExpired closes each offer in one instance only; the partial unique indexes let one
 * instance make the next offer. Answers how many sessions it moved on.
 */
export async function settleDueOffers(caller: Caller = senderCaller): Promise<number> {
  const db = await appDatabase();
  const due = await db
    .selectDistinct({ bookingId: deskOffers.bookingId })
    .from(deskOffers)
    .where(and(isNull(deskOffers.outcome), lte(deskOffers.expiresAt, sql`now()`)))
    .limit(50);
  for (const { bookingId } of due) {
    const closed = await settleExpired(caller.staffId, bookingId);
    if (closed.length > 0) await offerNextQuietly(caller, bookingId);
  }
  return due.length;
}

/** The UTC days the sweep looks at: today and tomorrow, as yyyy-MM-dd. */
const sweptDays = (now = Date.now()) => [0, 1].map((d) => new Date(now + d * 86_400_000).toISOString().slice(0, 10));

/**
 * "Offer freed places on their own", a site setting: at the sites that have it, today's and
 * tomorrow's coming sessions with people waiting and more free places than open offers are offered to the
 * next person in line who may book them (and emailed, as a desk's offer is). The platform is read through
 * callPlatform, so it works embedded and upstream alike.
 *
 * Several instances run it at once: no place is offered twice because an open offer holds its space under
 * the partial unique index desk_offers_open_space (booking, space) (and desk_offers_open_member), so of two
 * instances offering the same place, the second insert fails, its transaction (and the email queued in it)
 * rolls back, and offerNext answers 409, which the sweep takes as "already offered". Answers the offers made.
 */
export async function offerFreedPlaces(caller: Caller = senderCaller, now = Date.now()): Promise<WaitingListOffer[]> {
  const made: WaitingListOffer[] = [];
  const sites = await autoOfferSites();
  if (sites.length === 0) return made;
  const candidates = (
    await Promise.all(
      sites.flatMap((siteId) =>
        sweptDays(now).map((date) =>
          callPlatform(caller, bookings.listAvailability, { query: { siteId, date } }).catch((error: unknown) => {
            log.error({ siteId, date, ...failureFields(error) }, "offer clock: a day's sessions failed");
            return [];
          }),
        ),
      ),
    )
  )
    .flat()
    .filter((s) => s.alertListsEnabled && Math.min(s.spacesLeft, s.waiting) > 0 && Date.parse(s.startDateTime) > now);
  if (candidates.length === 0) return made;
  // the open offers of every candidate session in one query, however many sessions there are
  const db = await appDatabase();
  const openCounts = await db
    .select({ bookingId: deskOffers.bookingId, open: sql<number>`count(*)::int` })
    .from(deskOffers)
    .where(
      and(
        inArray(
          deskOffers.bookingId,
          candidates.map((s) => s.bookingId),
        ),
        isNull(deskOffers.outcome),
      ),
    )
    .groupBy(deskOffers.bookingId);
  const openOf = new Map(openCounts.map((r) => [r.bookingId, r.open]));
  for (const session of candidates) {
    const wanted = Math.min(session.spacesLeft, session.waiting);
    // one offer per free place not yet held; stop when nobody is left in line to offer it to
    for (let held = openOf.get(session.bookingId) ?? 0; held < wanted; held++) {
      const offer = await offerNextQuietly(caller, session.bookingId);
      if (!offer) break;
      made.push(offer);
    }
  }
  return made;
}

/** How often the offer clock clears the offer page's spent throttle counts. */
const pruneEveryMs = 10 * 60_000;

/**
 * Starts this process's offer clock (server.ts): every 15 seconds, whatever the mail settings, it settles
 * holds that ran out and then offers freed places at the sites that offer them on their own; every ten
 * minutes it also clears the offer page's spent throttle counts. A tick still running when the next is due
 * is not doubled.
 */
export function startOfferClock(everyMs = 15_000) {
  let ticking = false;
  let prunedAt = Date.now();
  const clock = processWide("offer clock", () => ({ timer: undefined as ReturnType<typeof setInterval> | undefined }));
  if (clock.timer) return; // one offer clock per process
  clock.timer = setInterval(() => {
    if (ticking) return;
    ticking = true;
    const prune = Date.now() - prunedAt >= pruneEveryMs;
    if (prune) prunedAt = Date.now();
    settleDueOffers()
      .then(() => offerFreedPlaces())
      .then(() => (prune ? pruneThrottle() : 0))
      .catch((error: unknown) => log.error({ ...failureFields(error) }, "offer clock failed"))
      .finally(() => (ticking = false));
  }, everyMs);
  clock.timer.unref();
}
