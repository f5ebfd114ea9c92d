import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { pgArray } from "../db/bulk";
import { activities, activityRestrictions, activityRestrictionSubscriptionTypes, siteBookingRules } from "../db/schema";
import { bookingIdRanges, firstBulkMemberId, memberIds, random, siteIds, type SeedSize } from "./ids";
import { slotReference } from "../../contract/bookings";

/**
 * Demo data of the bookings area: activities with translations and restrictions, members'
 * subscriptions, a long history of past activity sessions (200,000 places in the full seed,
 * loaded through unnest arrays) and the coming fortnight of sessions for the availability read,
 * alert lists included. Ids are explicit and below 800,000 (seed/ids.ts bookingIdRanges).
 * Dates are relative to the UTC day the seed runs on, so history is always past and sessions
 * always ahead; ids never depend on the day.
 */

export const activityIds = {
  spin: "SPIN",
  yoga: "YOGA",
  pilates: "PILATES",
  bodyPump: "BODYPUMP",
  aquaFit: "AQUAFIT",
  swimLessons: "SWIMLESSON",
  laneSwim: "LANESWIM",
  spaYoga: "SPAYOGA",
  tennisCourse: "TENNISCOURSE",
  thermal: "THERMAL",
  otleySwim: "OTLEYSWIM",
  otleyAqua: "OTLEYAQUA",
} as const;

/** Fixed ids of the alert-list sessions (sandbox-contract §4 alertList). */
export const alertListBookingIds = {
  classBookingId: 700_001,
  alertsDisabledBookingId: 700_002,
  nonClassBookingId: 700_003,
  courseBookingId: 700_004,
};
/**
 * A Yoga session at Leeds that starts six hours (to the next quarter hour) after the seed runs, nobody booked: inside
 * Leeds' 12-hour cancellation window from the start, so cancelling a place on it is late at any time of day while it
 * is still ahead (e2e/bookings-desk.spec.ts; the platform has no operation that makes a session). Dates elsewhere are
 * relative to the seed's UTC day; this one is relative to its moment.
 */
export const lateWindowBookingId = 700_005;
const lateWindowLeadMinutes = 6 * 60;
/** The bulk member with a long history: 10,000 past places in the full seed (benchmarks), 200 in SEED=small. */
export const heavyHistoryMemberId = firstBulkMemberId + 7;

type Kind = "class" | "course" | "other";
const activityRows: {
  id: string;
  name: string;
  description: string;
  kind: Kind;
  siteId: string;
  alertListsEnabled: boolean;
  capacity: number;
  minutes: number;
  cy: string;
  fr: string;
}[] = [
  {
    id: activityIds.spin,
    name: "Spin",
    description: "High-energy indoor cycling to music, all levels welcome.",
    kind: "class",
    siteId: siteIds.main,
    alertListsEnabled: true,
    capacity: 12,
    minutes: 45,
    cy: "Troelli",
    fr: "Vélo en salle",
  },
  {
    id: activityIds.yoga,
    name: "Yoga",
    description: "Vinyasa flow for strength and flexibility; bring a mat.",
    kind: "class",
    siteId: siteIds.main,
    alertListsEnabled: true,
    capacity: 15,
    minutes: 60,
    cy: "Ioga",
    fr: "Yoga",
  },
  {
    id: activityIds.pilates,
    name: "Pilates",
    description: "Mat Pilates focusing on core stability.",
    kind: "class",
    siteId: siteIds.main,
    alertListsEnabled: false,
    capacity: 10,
    minutes: 50,
    cy: "Pilates",
    fr: "Pilates",
  },
  {
    id: activityIds.bodyPump,
    name: "Body Pump",
    description: "Barbell workout for the whole body.",
    kind: "class",
    siteId: siteIds.main,
    alertListsEnabled: true,
    capacity: 20,
    minutes: 55,
    cy: "Pwmp Corff",
    fr: "Body Pump",
  },
  {
    id: activityIds.aquaFit,
    name: "Aqua Fit",
    description: "Low-impact aerobic workout in the teaching pool.",
    kind: "class",
    siteId: siteIds.main,
    alertListsEnabled: true,
    capacity: 16,
    minutes: 45,
    cy: "Ffitrwydd Dŵr",
    fr: "Aquagym",
  },
  {
    id: activityIds.swimLessons,
    name: "Swim lessons stage 3",
    description: "Ten-week course for young swimmers building confidence in deep water.",
    kind: "course",
    siteId: siteIds.main,
    alertListsEnabled: true,
    capacity: 8,
    minutes: 30,
    cy: "Gwersi nofio cam 3",
    fr: "Cours de natation niveau 3",
  },
  {
    id: activityIds.laneSwim,
    name: "Lane swimming",
    description: "Slow, medium and fast lanes in the main pool.",
    kind: "other",
    siteId: siteIds.main,
    alertListsEnabled: false,
    capacity: 40,
    minutes: 60,
    cy: "Nofio mewn lonydd",
    fr: "Nage en couloirs",
  },
  {
    id: activityIds.spaYoga,
    name: "Spa yoga",
    description: "Gentle yoga followed by time in the thermal suite.",
    kind: "class",
    siteId: siteIds.rich,
    alertListsEnabled: true,
    capacity: 10,
    minutes: 75,
    cy: "Ioga sba",
    fr: "Yoga au spa",
  },
  {
    id: activityIds.tennisCourse,
    name: "Adult tennis course",
    description: "Six-week improvers' course with a qualified coach.",
    kind: "course",
    siteId: siteIds.rich,
    alertListsEnabled: true,
    capacity: 6,
    minutes: 60,
    cy: "Cwrs tenis oedolion",
    fr: "Stage de tennis adultes",
  },
  {
    id: activityIds.thermal,
    name: "Thermal suite",
    description: "Sauna, steam room and ice fountain session.",
    kind: "other",
    siteId: siteIds.rich,
    alertListsEnabled: false,
    capacity: 20,
    minutes: 90,
    cy: "Ystafell thermol",
    fr: "Espace thermal",
  },
  {
    id: activityIds.otleySwim,
    name: "Family swim",
    description: "Inflatables and games for families.",
    kind: "other",
    siteId: siteIds.inactive,
    alertListsEnabled: false,
    capacity: 30,
    minutes: 60,
    cy: "Nofio teuluol",
    fr: "Baignade en famille",
  },
  {
    id: activityIds.otleyAqua,
    name: "Aqua aerobics",
    description: "Aerobics in the shallow end.",
    kind: "class",
    siteId: siteIds.inactive,
    alertListsEnabled: true,
    capacity: 14,
    minutes: 45,
    cy: "Aerobeg dŵr",
    fr: "Aérobic aquatique",
  },
];
const byId = new Map(activityRows.map((a) => [a.id, a]));
/** Sessions after the inactive site closed run only at the two open sites. */
const openSiteActivities = activityRows.filter((a) => a.siteId !== siteIds.inactive);

const day = 86_400_000;
const minute = 60_000;
const translationIdBase = 70_000;
const subscriptionIdBase = 100_000;

class Loader {
  bookings = {
    id: [] as number[],
    activity: [] as string[],
    site: [] as string[],
    start: [] as Date[],
    end: [] as Date[],
    capacity: [] as number[],
    cancelled: [] as boolean[],
    created: [] as Date[],
  };
  places = {
    id: [] as number[],
    booking: [] as number[],
    member: [] as number[],
    start: [] as Date[],
    ref: [] as (number | null)[],
    waiting: [] as boolean[],
    paid: [] as boolean[],
    created: [] as Date[],
  };
  /** members holding a place (any) on each session, and the confirmed count */
  private taken = new Map<number, Set<number>>();
  private confirmed = new Map<number, number>();
  private nextPlaceId = 1;

  session(id: number, activityId: string, start: Date, cancelled = false) {
    const a = byId.get(activityId)!;
    const b = this.bookings;
    b.id.push(id);
    b.activity.push(a.id);
    b.site.push(a.siteId);
    b.start.push(start);
    b.end.push(new Date(start.getTime() + a.minutes * minute));
    b.capacity.push(a.capacity);
    b.cancelled.push(cancelled);
    b.created.push(new Date(start.getTime() - 14 * day));
    this.taken.set(id, new Set());
    this.confirmed.set(id, 0);
  }

  capacityOf(bookingId: number, index: number) {
    return this.bookings.capacity[index] - (this.confirmed.get(bookingId) ?? 0);
  }

  /** Adds a place unless the member already holds one or (confirmed) the session is full; true when added. */
  place(
    bookingId: number,
    memberId: number,
    start: Date,
    capacity: number,
    options: { waiting?: boolean; ref?: boolean } = {},
  ) {
    const taken = this.taken.get(bookingId)!;
    if (taken.has(memberId)) return false;
    const waiting = options.waiting ?? false;
    if (!waiting && (this.confirmed.get(bookingId) ?? 0) >= capacity) return false;
    taken.add(memberId);
    if (!waiting) this.confirmed.set(bookingId, (this.confirmed.get(bookingId) ?? 0) + 1);
    const id = this.nextPlaceId++;
    const p = this.places;
    p.id.push(id);
    p.booking.push(bookingId);
    p.member.push(memberId);
    p.start.push(start);
    p.ref.push(options.ref === false ? null : 4_000_000 + id);
    p.waiting.push(waiting);
    p.paid.push(!waiting);
    // waiting places join in id order, a minute apart, so the alert-list order is stable
    p.created.push(new Date(start.getTime() - 7 * day + (waiting ? id * 1000 : 0)));
    return true;
  }

  async load(tx: Executor) {
    const b = this.bookings;
    await tx.execute(sql`
      INSERT INTO bookings (id, activity_id, site_id, start_date_time, end_date_time, capacity, cancelled, created_on)
      SELECT * FROM unnest(${pgArray(b.id, "int")}, ${pgArray(b.activity, "text")}, ${pgArray(b.site, "text")}, ${pgArray(b.start, "timestamptz")},
                           ${pgArray(b.end, "timestamptz")}, ${pgArray(b.capacity, "int")}, ${pgArray(b.cancelled, "bool")}, ${pgArray(b.created, "timestamptz")})`);
    const p = this.places;
    const chunk = 100_000;
    for (let from = 0; from < p.id.length; from += chunk) {
      const s = <T>(values: T[]) => values.slice(from, from + chunk);
      await tx.execute(sql`
        INSERT INTO booking_members (id, booking_id, member_id, start_date_time, booking_ref, waiting, paid, created_on)
        SELECT * FROM unnest(${pgArray(s(p.id), "int")}, ${pgArray(s(p.booking), "int")}, ${pgArray(s(p.member), "int")}, ${pgArray(s(p.start), "timestamptz")},
                             ${pgArray(s(p.ref), "int")}, ${pgArray(s(p.waiting), "bool")}, ${pgArray(s(p.paid), "bool")}, ${pgArray(s(p.created), "timestamptz")})`);
    }
  }
}

/** Demo data of the bookings area. */
export async function seed(tx: Executor, size: SeedSize) {
  const bulkCount = size === "full" ? 5000 : 300;
  const lastBulkMemberId = firstBulkMemberId + bulkCount - 1;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const anchor = today.getTime();

  // ---- activities, translations, restrictions ----
  await tx.insert(activities).values(
    activityRows.map(({ id, name, description, kind, siteId, alertListsEnabled, capacity }) => ({
      id,
      name,
      description,
      kind,
      siteId,
      alertListsEnabled,
      capacity,
    })),
  );
  const tr = { id: [] as number[], entity: [] as string[], culture: [] as string[], text: [] as string[] };
  activityRows.forEach((a, i) => {
    for (const [j, [culture, text]] of (
      [
        ["cy-GB", a.cy],
        ["fr-FR", a.fr],
      ] as const
    ).entries()) {
      tr.id.push(translationIdBase + i * 2 + j + 1);
      tr.entity.push(a.id);
      tr.culture.push(culture);
      tr.text.push(text);
    }
  });
  await tx.execute(sql`
    INSERT INTO translations (id, entity_type, entity_id, type, culture, text)
    SELECT id, 'Activity', e, 'Activity', c, t FROM unnest(${pgArray(tr.id, "int")}, ${pgArray(tr.entity, "text")}, ${pgArray(tr.culture, "text")}, ${pgArray(tr.text, "text")}) AS x(id, e, c, t)`);
  // the main site's booking rules: a cancellation within 12 hours of the start is late, and three late
  // cancellations or no-shows in 30 days suspend booking there for 7 days
  await tx.insert(siteBookingRules).values({
    siteId: siteIds.main,
    cancellationWindowMinutes: 12 * 60,
    strikeLimit: 3,
    strikeDays: 30,
    suspendDays: 7,
    updatedBy: "seed",
  });
  await tx.insert(activityRestrictions).values([
    { activityId: activityIds.bodyPump, description: "Membership Restriction" },
    { activityId: activityIds.aquaFit, description: "Membership Restriction" },
    { activityId: activityIds.laneSwim, description: "Membership Restriction" },
    { activityId: activityIds.spaYoga, description: "Membership Restriction" },
  ]);
  await tx.insert(activityRestrictionSubscriptionTypes).values([
    { activityId: activityIds.aquaFit, subscriptionTypeId: "SWIM" },
    { activityId: activityIds.aquaFit, subscriptionTypeId: "ALLIN" },
    { activityId: activityIds.laneSwim, subscriptionTypeId: "SWIM" },
    { activityId: activityIds.laneSwim, subscriptionTypeId: "ALLIN" },
    { activityId: activityIds.spaYoga, subscriptionTypeId: "ALLIN" },
  ]);

  // ---- members' subscriptions (current: start <= today and end null or >= today) ----
  const subs = {
    id: [] as number[],
    member: [] as number[],
    type: [] as string[],
    start: [] as string[],
    end: [] as (string | null)[],
  };
  const sub = (member: number, type: string, start: string, end: string | null) => {
    subs.id.push(subscriptionIdBase + subs.id.length + 1);
    subs.member.push(member);
    subs.type.push(type);
    subs.start.push(start);
    subs.end.push(end);
  };
  sub(memberIds.guardian, "SWIM", "2023-01-10", null);
  sub(memberIds.guardian, "GYM", "2022-01-01", "2022-12-31");
  sub(memberIds.dependant, "SWIM", "2023-01-10", null);
  sub(memberIds.unlinked, "GYM", "2024-05-02", null);
  sub(memberIds.walletNoCard, "ALLIN", "2022-08-19", "2099-12-31");
  sub(memberIds.staffCreated, "SWIM", "2099-01-01", null); // not started yet
  sub(memberIds.noHistory, "RACKET", "2026-10-01", null);
  sub(memberIds.cardNoReference, "SWIM", "2021-03-03", "2024-12-31"); // ended
  for (const id of memberIds.alertFree) sub(id, "GYM", "2024-01-15", null);
  sub(memberIds.alertBooked, "ALLIN", "2024-04-15", null);
  const subRng = random(7);
  const types = ["GYM", "SWIM", "RACKET", "ALLIN"];
  for (let id = firstBulkMemberId; id <= lastBulkMemberId; id++) {
    const roll = subRng.next();
    const start = `20${subRng.int(19, 25)}-0${subRng.int(1, 9)}-1${subRng.int(0, 9)}`;
    if (roll < 0.6) sub(id, subRng.pick(types), start, subRng.next() < 0.5 ? null : "2099-12-31");
    else if (roll < 0.75) sub(id, subRng.pick(types), "2019-01-01", "2023-06-30");
  }
  await tx.execute(sql`
    INSERT INTO member_subscriptions (id, member_id, subscription_type_id, start_date, end_date)
    SELECT id, m, t, s::date, e::date FROM unnest(${pgArray(subs.id, "int")}, ${pgArray(subs.member, "int")}, ${pgArray(subs.type, "text")}, ${pgArray(subs.start, "text")}, ${pgArray(subs.end, "text")}) AS x(id, m, t, s, e)`);

  // ---- past sessions and members' places ----
  const loader = new Loader();
  const rng = random(2026);
  const sessionCount = size === "full" ? 40_000 : 800;
  const placeTarget = size === "full" ? 200_000 : 3_000;
  const historyDays = 730;
  const starts: Date[] = [];
  const caps: number[] = [];
  const firstSessionId = bookingIdRanges.activitySessions;
  const guardianSessions = new Set(Array.from({ length: 14 }, (_, k) => 1 + Math.floor((k * sessionCount) / 20)));
  for (let i = 0; i < sessionCount; i++) {
    const daysBack = 1 + Math.floor((i * historyDays) / sessionCount);
    // the inactive site's sessions end a year ago, when it closed
    const pool =
      daysBack > 365 && i % 9 === 0 ? activityRows.filter((a) => a.siteId === siteIds.inactive) : openSiteActivities;
    const a = pool[i % pool.length];
    const start = new Date(anchor - daysBack * day + (6 + (i % 15)) * 60 * minute + (i % 2) * 30 * minute);
    const cancelled = !guardianSessions.has(i) && i % 4 !== 0 && rng.next() < 0.01;
    loader.session(firstSessionId + i, a.id, start, cancelled);
    starts.push(start);
    caps.push(a.capacity);
  }
  const at = (i: number) => firstSessionId + i;
  // The guardian: 14 confirmed past places spread over 18 months, plus a waiting place and a
  // place on a cancelled session that never count.
  for (const i of guardianSessions) loader.place(at(i), memberIds.guardian, starts[i], caps[i]);
  for (let k = 0; k < 4; k++) {
    const i = 1 + Math.floor((k * sessionCount) / 20);
    loader.place(at(i), memberIds.dependant, starts[i], caps[i], { ref: k % 2 === 0 });
  }
  {
    const waitingAt = 3;
    loader.place(at(waitingAt), memberIds.guardian, starts[waitingAt], caps[waitingAt], { waiting: true });
    const cancelledAt = 5;
    loader.bookings.cancelled[cancelledAt] = true;
    loader.place(at(cancelledAt), memberIds.guardian, starts[cancelledAt], caps[cancelledAt]);
  }
  // A few places for the other role members (noHistory has none).
  const others = [
    memberIds.unlinked,
    memberIds.walletNoCard,
    memberIds.noWallet,
    memberIds.staffCreated,
    memberIds.prospect,
    memberIds.cardNoReference,
    ...memberIds.alertFree,
    memberIds.alertBooked,
  ];
  others.forEach((member, n) => {
    for (let k = 0; k < 3 + (n % 3); k++) {
      const i = 2 + ((n * 97 + k * 131) % (sessionCount - 2));
      loader.place(at(i), member, starts[i], caps[i]);
    }
  });
  // The benchmark member: every 4th session (10,000 in the full seed, 200 in the small one).
  for (let i = 0; i < sessionCount; i += 4) loader.place(at(i), heavyHistoryMemberId, starts[i], caps[i]);
  // Everyone else: random bulk members up to the target, a few of them still waiting.
  let guard = 0;
  while (loader.places.id.length < placeTarget && guard++ < placeTarget * 4) {
    const i = rng.int(0, sessionCount - 1);
    let member = rng.int(firstBulkMemberId, lastBulkMemberId);
    if (member === heavyHistoryMemberId) member += 1;
    loader.place(at(i), member, starts[i], caps[i], { waiting: rng.next() < 0.02, ref: rng.next() < 0.85 });
  }

  // ---- the coming fortnight: sessions for the availability read and the alert lists ----
  const fa = alertListBookingIds;
  const inDays = (days: number, hour: number, min = 0) =>
    new Date(anchor + days * day + hour * 60 * minute + min * minute);
  const fixtureSessions: [number, string, Date][] = [
    [fa.classBookingId, activityIds.spin, inDays(3, 18)],
    [fa.alertsDisabledBookingId, activityIds.pilates, inDays(3, 19)],
    [fa.nonClassBookingId, activityIds.laneSwim, inDays(3, 7)],
    [fa.courseBookingId, activityIds.swimLessons, inDays(3, 16)],
  ];
  for (const [id, activityId, start] of fixtureSessions) loader.session(id, activityId, start);
  const quarter = 15 * minute;
  loader.session(
    lateWindowBookingId,
    activityIds.yoga,
    new Date(Math.ceil((Date.now() + lateWindowLeadMinutes * minute) / quarter) * quarter),
  );
  // classBookingId: full (alertBooked plus bulk members), nobody waiting, guardian and alertFree absent.
  const spin = byId.get(activityIds.spin)!;
  loader.place(fa.classBookingId, memberIds.alertBooked, inDays(3, 18), spin.capacity);
  for (let m = firstBulkMemberId + 100; loader.place(fa.classBookingId, m, inDays(3, 18), spin.capacity); m++);
  for (let k = 0; k < 5; k++)
    loader.place(
      fa.alertsDisabledBookingId,
      firstBulkMemberId + 120 + k,
      inDays(3, 19),
      byId.get(activityIds.pilates)!.capacity,
    );
  for (let k = 0; k < 10; k++)
    loader.place(
      fa.nonClassBookingId,
      firstBulkMemberId + 130 + k,
      inDays(3, 7),
      byId.get(activityIds.laneSwim)!.capacity,
    );
  for (let k = 0; k < 3; k++)
    loader.place(
      fa.courseBookingId,
      firstBulkMemberId + 150 + k,
      inDays(3, 16),
      byId.get(activityIds.swimLessons)!.capacity,
    );

  const futureRng = random(99);
  const hours = [7, 10, 12, 17, 19];
  let futureId = 700_100;
  for (let d = 0; d < 14; d++) {
    openSiteActivities.forEach((a, n) => {
      for (const hour of hours.filter((_, h) => (h + n + d) % 2 === 0)) {
        const id = futureId++;
        const start = inDays(d, hour, (n % 2) * 30);
        loader.session(id, a.id, start);
        // a third of the sessions full, some of those with people waiting
        const full = futureRng.next() < 0.33;
        const wanted = full ? a.capacity : futureRng.int(0, a.capacity - 1);
        for (let k = 0; k < wanted * 3 && loader.capacityOf(id, loader.bookings.id.length - 1) > 0; k++) {
          loader.place(id, futureRng.int(firstBulkMemberId + 200, lastBulkMemberId), start, a.capacity);
        }
        if (full && a.alertListsEnabled) {
          const waiting = futureRng.int(0, 3);
          for (let k = 0; k < waiting; k++)
            loader.place(id, futureRng.int(firstBulkMemberId + 200, lastBulkMemberId), start, a.capacity, {
              waiting: true,
              ref: false,
            });
        }
      }
    });
  }

  await loader.load(tx);
  // New rows made through the API (and other areas' default ids) never collide with these.
  for (const table of ["bookings", "booking_members", "translations", "member_subscriptions"]) {
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 0) + 1, false)`,
      ),
    );
  }
}

/** This area's part of the fixtures manifest (sandbox-contract §4). */
export const fixtures = {
  activities: {
    unrestricted: activityIds.yoga,
    restrictedNoSubscriptions: activityIds.bodyPump,
    restrictedToSubscriptions: activityIds.aquaFit,
  },
  alertList: {
    ...alertListBookingIds,
    slotReference: slotReference(alertListBookingIds.classBookingId, "inCentre"),
    freeMemberIds: [...memberIds.alertFree],
    bookedMemberId: memberIds.alertBooked,
  },
  benchmarks: { heavyHistoryMemberId },
  lateWindow: { bookingId: lateWindowBookingId, siteId: siteIds.main, activityId: activityIds.yoga },
};
