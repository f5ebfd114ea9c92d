/**
 * Desk flags of a page of search results at scale, in-process on in-memory PGlite: one
 * million extra members, a tenth with a medical condition, a fifth with a recurring card, families and
 * 100,000 waiting places. Baseline in the same run: one member's overview read (an indexed lookup
 * by id). The flags of 25 members are one set-based read of EXISTS probes on indexes led by member id.
 */
import { sql } from "drizzle-orm";
import { inProcessPlatform } from "./in-process";
import { rowsOf } from "@frontdesk/lib/platform/db/rows";

const extraMembers = 1_000_000;
const firstId = 5_000_000;

export async function benchmarkMemberFlags() {
  const { platform, db, send } = await inProcessPlatform();
  const get = (path: string) => send("GET", path);

  // constants of this script (not input): literal, so generate_series sees integers
  const lo = sql.raw(String(firstId));
  const hi = sql.raw(String(firstId + extraMembers - 1));
  const hiLinks = sql.raw(String(firstId + extraMembers - 2));
  const loading = performance.now();
  await db.execute(sql`
    INSERT INTO members (id, first_name, last_name, email, privacy_policy_signed, created_on)
    SELECT g, 'Bench', 'Member' || g, 'bench' || g || '@example.com', g % 3 <> 0, '2020-01-01T00:00:00Z'
    FROM generate_series(${lo}, ${hi}) g`);
  await db.execute(sql`
    INSERT INTO member_medical_conditions (member_id, medical_condition_type_id)
    SELECT g, (SELECT min(id) FROM medical_condition_types) FROM generate_series(${lo}, ${hi}, 10) g`);
  await db.execute(sql`
    INSERT INTO wallet_cards (id, member_id, provider, provider_token, brand, last4, expiry_month, expiry_year)
    SELECT g, g, 'sandbox', 'tok' || g, 'Visa', '4242', 12, 2030 FROM generate_series(${lo}, ${hi}, 5) g`);
  await db.execute(sql`
    INSERT INTO wallets (member_id, rcp_card_id, rcp_provider_reference)
    SELECT g, g, 'ref' || g FROM generate_series(${lo}, ${hi}, 5) g`);
  await db.execute(sql`
    INSERT INTO member_links (guardian_id, dependant_id)
    SELECT g, g + 1 FROM generate_series(${lo}, ${hiLinks}, 25) g`);
  await db.execute(sql`
    WITH session AS (
      INSERT INTO bookings (activity_id, site_id, start_date_time, end_date_time)
      SELECT id, site_id, now() + interval '2 days', now() + interval '2 days 1 hour' FROM activities WHERE kind = 'class' ORDER BY id LIMIT 1
      RETURNING id, start_date_time)
    INSERT INTO booking_members (booking_id, member_id, start_date_time, waiting)
    SELECT s.id, g, s.start_date_time, true FROM session s, generate_series(${lo}, ${hi}, 10) g`);
  for (const table of [
    "members",
    "member_medical_conditions",
    "wallets",
    "wallet_cards",
    "member_links",
    "booking_members",
  ])
    await db.execute(sql.raw(`ANALYZE ${table}`));
  const loaded = performance.now() - loading;

  const page = (n: number) => Array.from({ length: 25 }, (_, i) => firstId + ((n * 7919 + i * 39_119) % extraMembers));
  const median = async (path: (n: number) => string, times = 41) => {
    const ms: number[] = [];
    for (let n = 0; n < times; n++) {
      const started = performance.now();
      const response = await get(path(n));
      await response.arrayBuffer();
      ms.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${path(n)}: ${response.status}`);
    }
    return ms.sort((a, b) => a - b)[Math.floor(times / 2)];
  };
  await median((n) => `/api/members/${page(n)[0]}`, 5); // warm up
  const overview = await median((n) => `/api/members/${page(n)[0]}`);
  const flags = await median(
    (n) =>
      `/api/members/flags?${page(n)
        .map((id) => `memberId=${id}`)
        .join("&")}`,
  );
  const plan = await rowsOf<{ "QUERY PLAN": string }>(
    db,
    sql.raw(`EXPLAIN SELECT 1 FROM member_medical_conditions c WHERE c.member_id = ${firstId}`),
  );

  console.log(
    `\nmember flags (in-process PGlite, ${extraMembers.toLocaleString("en-GB")} extra members, loaded in ${(loaded / 1000).toFixed(1)} s):`,
  );
  console.log(
    `  baseline: one member's overview                    ${overview.toFixed(1).padStart(7)} ms (median of 41)`,
  );
  console.log(
    `  flags of a page of 25 members, one read            ${flags.toFixed(1).padStart(7)} ms (${(flags / overview).toFixed(2)}x baseline)`,
  );
  console.log(`  medical probe plan: ${plan.map((r) => r["QUERY PLAN"].trim()).join(" / ")}`);
  await (await platform.database).close();
}
