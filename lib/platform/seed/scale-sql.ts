/**
 * The statements of the scale dataset (seed/scale.ts): each one INSERT ... SELECT over generate_series,
 * so PostgreSQL makes the rows itself (no row crosses the wire). Ids start at scaleIds (above every
 * demo range); every choice is a function of the row number or of random() after setseed, so a run is
 * repeatable. Members' statuses follow the id (id % 100), so interactions can be put on prospects.
 */
import { emailDomains, firstNames, interactionDetails, surnameHeads, surnames, surnameTails } from "./scale-names";

export const scaleIds = { member: 10_000_000, booking: 10_000_000, usage: 10_000_000 };

/** The sizes at factor 1: a large operator's (a million members). */
export const factorOne = {
  members: 1_005_014,
  places: 20_270_000,
  heavyPlaces: 50_000,
  interactions: 2_000_000,
  usages: 5_000_000,
};
export const placesPerSession = 20;

export type ScaleSizes = typeof factorOne & { sessions: number };

export function sizesOf(factor: number): ScaleSizes {
  const n = (x: number) => Math.max(1, Math.round(x * factor));
  const s = { ...factorOne };
  for (const key of Object.keys(s) as (keyof typeof factorOne)[]) s[key] = n(factorOne[key]);
  s.members = Math.max(s.members, 2 * placesPerSession + 1);
  s.heavyPlaces = Math.max(s.heavyPlaces, 100);
  const sessions = Math.max(s.heavyPlaces, Math.ceil((s.places - s.heavyPlaces) / placesPerSession));
  return { ...s, sessions };
}

export const text = (items: readonly (string | null)[]) =>
  `ARRAY[${items.map((i) => (i === null ? "NULL" : `'${i.replace(/'/g, "''")}'`)).join(",")}]::text[]`;
/** A skewed pick from an array literal: the first entries are common, the last rare. */
export const skewed = (array: string, power: number) =>
  `(${array})[1 + floor(cardinality(${array}) * power(random(), ${power}))::int]`;
export const any = (array: string) => `(${array})[1 + floor(cardinality(${array}) * random())::int]`;

/** A random one of the other generated members (not the heavy member, who is scaleIds.member). */
export const otherMember = (z: ScaleSizes) => `${scaleIds.member + 1} + floor(random() * ${z.members - 1})::int`;

export function membersSql(z: ScaleSizes, sites: string[]) {
  const m = scaleIds.member;
  const surname = `CASE WHEN random() < 0.3 THEN ${any(text(surnameHeads))} || ${any(text(surnameTails))} ELSE ${skewed(text(surnames), 1.5)} END`;
  return `
    INSERT INTO members (id, first_name, last_name, email, phone, date_of_birth, status_id, home_site_id, privacy_policy_signed)
    SELECT id, f, l,
      CASE WHEN r1 < 0.9 THEN lower(f) || '.' || lower(regexp_replace(l, '[^A-Za-z]', '', 'g')) || (id % 997) || '@' || ${any(text(emailDomains))} END,
      CASE WHEN r2 < 0.05 THEN NULL
        WHEN id % 5 = 0 THEN '07' || substr(d, 1, 3) || ' ' || substr(d, 4, 6)
        WHEN id % 5 = 1 THEN '+44 7' || substr(d, 1, 3) || ' ' || substr(d, 4, 6)
        WHEN id % 5 = 2 THEN '07' || d
        WHEN id % 5 = 3 THEN '(07' || substr(d, 1, 3) || ') ' || substr(d, 4, 3) || '-' || substr(d, 7, 3)
        ELSE '0044 7' || substr(d, 1, 3) || ' ' || substr(d, 4, 3) || ' ' || substr(d, 7, 3) END,
      (date '2016-01-01' - (floor(random() * 80 * 365))::int),
      CASE WHEN id % 100 < 62 THEN 'FULL' WHEN id % 100 < 72 THEN 'JUNIOR' WHEN id % 100 < 82 THEN 'PROSPECT'
        WHEN id % 100 < 95 THEN 'EXPIRED' ELSE 'FROZEN' END,
      ${skewed(text(sites), 1.5)},
      r1 < 0.7
    FROM (
      SELECT g AS id, ${skewed(text(firstNames), 1.4)} AS f, ${surname} AS l, random() AS r1, random() AS r2,
        lpad(floor(random() * 1e9)::bigint::text, 9, '0') AS d
      FROM generate_series(${m}, ${m + z.members - 1}) g
    ) s`;
}

/** One in twenty members is a guardian of the next one. */
export const linksSql = (z: ScaleSizes) => `
  INSERT INTO member_links (guardian_id, dependant_id)
  SELECT g, g + 1 FROM generate_series(${scaleIds.member + 1}, ${scaleIds.member + z.members - 2}, 20) g`;

/** Session s starts s/sessions of three years after three years ago, on the hour (all in the past). */
const sessionStart = (z: ScaleSizes, s: string) =>
  `(date_trunc('hour', now()) - interval '1 hour' - make_interval(secs => (${z.sessions} - 1 - ${s}) * (94608000.0 / ${z.sessions})))`;

export function sessionsSql(z: ScaleSizes, activities: { id: string; siteId: string }[]) {
  const ids = text(activities.map((a) => a.id));
  const siteIds = text(activities.map((a) => a.siteId));
  return `
    INSERT INTO bookings (id, activity_id, site_id, start_date_time, end_date_time, capacity, cancelled)
    SELECT ${scaleIds.booking} + s, (${ids})[a], (${siteIds})[a], t, t + interval '1 hour', ${placesPerSession}, s % 50 = 7
    FROM (SELECT s, 1 + (s % ${activities.length}) AS a, ${sessionStart(z, "s")} AS t
          FROM generate_series(0, ${z.sessions - 1}) s) x`;
}

/**
 * Places: twenty a session (listed set here: the load runs with triggers off, seed/scale.ts), slot j of session s taken by a member spread by s and j (distinct
 * within the session); the heavy member holds one place on every k-th session.
 */
export function placesSql(z: ScaleSizes) {
  const others = z.members - 1;
  const spread = Math.max(1, Math.floor(others / placesPerSession));
  const step = Math.max(1, Math.floor(z.sessions / z.heavyPlaces));
  return [
    `INSERT INTO booking_members (booking_id, member_id, start_date_time, booking_ref, waiting, paid, listed)
     SELECT ${scaleIds.booking} + s, ${scaleIds.member + 1} + ((s::bigint * 7919 + j * ${spread}) % ${others})::int,
       ${sessionStart(z, "s")}, CASE WHEN random() < 0.85 THEN 40000000 + s END, w, random() < 0.7, NOT w AND s % 50 <> 7
     FROM (SELECT s, j, random() < 0.02 AS w
           FROM generate_series(0, ${z.sessions - 1}) s, generate_series(0, ${placesPerSession - 1}) j) x`,
    `INSERT INTO booking_members (booking_id, member_id, start_date_time, booking_ref, waiting, paid, listed)
     SELECT ${scaleIds.booking} + s, ${scaleIds.member}, ${sessionStart(z, "s")}, 40000000 + s, false, true, s % 50 <> 7
     FROM generate_series(0, ${z.sessions - 1}, ${step}) s LIMIT ${z.heavyPlaces}`,
  ];
}

/**
 * Interactions: 70% on prospects (the board shows those), most of them completed long ago;
 * about 5% active (a fifth of them past their date), 2% overdue, 2% unassigned, 1% with no status.
 */
export function interactionsSql(z: ScaleSizes, subTypes: string[]) {
  const prospect = `${scaleIds.member} + 100 * floor(random() * ${Math.floor(z.members / 100)})::int + 72 + floor(random() * 10)::int`;
  return `
    INSERT INTO prospect_interactions (member_id, interaction_sub_type_id, details, next_action_date, scheduled_with, scheduled_by,
      duration, priority, interaction_status, reminder, raised_by_user_id, raised_date, last_action_user_id, last_action_date, prospect)
    SELECT LEAST(m, ${scaleIds.member + z.members - 1}), st, ${any(text(interactionDetails))},
      CASE WHEN s = 2 THEN raised + interval '3 days'
        WHEN s = 1 AND r < 0.1 THEN NULL
        WHEN s = 1 AND r < 0.3 THEN now()::timestamp - make_interval(hours => (1 + r * 200)::int)
        WHEN s = 1 THEN now()::timestamp + make_interval(hours => (1 + r * 2000)::int)
        WHEN s = 3 THEN now()::timestamp - make_interval(hours => (1 + r * 500)::int)
        WHEN s = 4 AND r < 0.3 THEN NULL
        ELSE now()::timestamp + make_interval(hours => (r * 500)::int) END,
      CASE WHEN s = 4 THEN NULL ELSE ${any(text(["sales", "sales", "manager", null]))} END,
      CASE WHEN s = 4 THEN NULL ELSE 'sales' END,
      15, 1 + floor(random() * 3)::int, s, -1, 'sales', raised, 'sales', raised + interval '1 day',
      LEAST(m, ${scaleIds.member + z.members - 1}) % 100 BETWEEN 72 AND 81 -- a PROSPECT (membersSql), as the trigger would say
    FROM (
      SELECT CASE WHEN random() < 0.7 THEN ${prospect} ELSE ${otherMember(z)} END AS m, ${any(text(subTypes))} AS st,
        CASE WHEN q < 0.90 THEN 2 WHEN q < 0.95 THEN 1 WHEN q < 0.97 THEN 3 WHEN q < 0.99 THEN 4 END AS s,
        random() AS r, now() - make_interval(days => (1 + floor(random() * 1500))::int) AS raised
      FROM (SELECT random() AS q FROM generate_series(1, ${z.interactions})) g
    ) x`;
}

/** Discount usage: four usages in five are one member's, the fifth shares its id with the row before. */
export function usagesSql(z: ScaleSizes, codes: string[], activities: { id: string }[]) {
  return `
    INSERT INTO booking_discount_usages (usage_id, promotion_code, price_level_combo, original_price, discounted_price,
      discount_sales_invoice_id, member_id, booking_id, booking_ref, activity_id, booking_start_date_time, booking_end_date_time)
    SELECT ${scaleIds.usage} + (p * 4) / 5, ${skewed(text(codes), 2)}, '[ADULT]', 12.50, 10.00, ${scaleIds.usage} + (p * 4) / 5,
      ${otherMember(z)}, ${scaleIds.booking} + b, 40000000 + b, (${text(activities.map((a) => a.id))})[1 + b % ${activities.length}],
      ${sessionStart(z, "b")}, ${sessionStart(z, "b")} + interval '1 hour'
    FROM (SELECT p, (p % ${z.sessions}) AS b FROM generate_series(0, ${z.usages - 1}) p) x`;
}
