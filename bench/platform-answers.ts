/**
 * What parsing a platform answer with its operation's declared schema costs per call, in-process on
 * in-memory PGlite. For real answers of three operations (a member's consent, a page of 25 search results, a
 * site's booking sheet for a week) it times reading the answer unparsed (JSON.parse: the embedded path) against
 * reading it parsed with the declared schema (the upstream path), beside the whole embedded call as the baseline.
 *   npx tsx --conditions=react-server bench/platform-answers.ts      (also part of `npm run bench`)
 */
import type { RouteSpec } from "../lib/platform/http/route";
import { inProcessPlatform } from "./in-process";

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Microseconds per run of fn: the median of 7 rounds of `times` runs, after a warm-up round. */
function microseconds(fn: () => unknown, times: number) {
  for (let i = 0; i < times; i++) fn();
  const rounds: number[] = [];
  for (let round = 0; round < 7; round++) {
    const started = performance.now();
    for (let i = 0; i < times; i++) fn();
    rounds.push(((performance.now() - started) * 1000) / times);
  }
  return median(rounds);
}

export async function benchmarkPlatformAnswers() {
  await inProcessPlatform();
  const { answerOf } = await import("../lib/client/call-platform");
  const { embeddedTransport } = await import("../lib/client/transport");
  const reception = { staffId: "bench", role: "reception" as const };
  const { members, bookingSheets } = await import("../lib/platform/operations");
  const { fixturesManifest } = await import("../lib/platform/seed");
  const fixtures = fixturesManifest() as { siteId: string; members: Record<string, number> };
  const memberId = Object.values(fixtures.members)[0];
  const today = new Date().toISOString().slice(0, 10);
  const week = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const cases: {
    name: string;
    spec: RouteSpec;
    path: string;
    query?: Record<string, string | number>;
    memberScope?: number;
  }[] = [
    {
      name: "member consent",
      spec: members.getConsent,
      path: `/api/members/${memberId}/consent`,
      memberScope: memberId,
    },
    {
      name: "member search, 25 results",
      spec: members.searchMembers,
      path: "/api/members",
      query: { search: "a", limit: 25 },
    },
    {
      name: "booking sheet, a week",
      spec: bookingSheets.getBookingSheet,
      path: "/api/booking-sheets",
      query: { siteId: fixtures.siteId, from: today, to: week },
    },
  ];
  console.log("\nplatform answers: parsing with the declared schema (upstream) vs unparsed (embedded), per call");
  for (const { name, spec, ...call } of cases) {
    const whole: number[] = [];
    let text = "";
    let status = 0;
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      const response = await embeddedTransport.send(reception, { method: "GET", ...call });
      text = await response.text();
      status = response.status;
      whole.push((performance.now() - started) * 1000);
    }
    if (status !== 200) throw new Error(`${name}: expected 200, got ${status}: ${text.slice(0, 200)}`);
    const times = Math.max(200, Math.round(2_000_000 / text.length));
    const unparsed = microseconds(() => answerOf(spec, status, text, false), times);
    const parsed = microseconds(() => answerOf(spec, status, text, true), times);
    const wholeCall = median(whole);
    console.log(
      `${name} (${(text.length / 1024).toFixed(1)} KiB): unparsed ${unparsed.toFixed(1)} µs, parsed ${parsed.toFixed(1)} µs ` +
        `(${(parsed / unparsed).toFixed(2)}x; the schema adds ${(parsed - unparsed).toFixed(1)} µs, ` +
        `${(((parsed - unparsed) / wholeCall) * 100).toFixed(1)}% of the whole embedded call's ${(wholeCall / 1000).toFixed(2)} ms)`,
    );
  }
}

if (process.argv[1]?.endsWith("platform-answers.ts"))
  benchmarkPlatformAnswers().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
