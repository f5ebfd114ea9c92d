/**
 * The BFF's own cost: a BFF read beside the platform's own HTTP endpoint for the same read,
 * requests interleaved one by one (so both meet the same load), p50 and p95 in ms to the tenth.
 * Goal: BFF p50 <= 1.5 x the platform's p50 + 3 ms, for the member overview, a search, a board column and
 * the addresses read. BENCH_BFF_SAMPLES (default 200) requests of each, after 20 of each to warm up.
 */
import { signIn } from "../scripts/instances";

interface Pair {
  name: string;
  bff: string;
  platform: string;
  cookie: string;
  bearer: Record<string, string>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

export async function bffCostReport(
  appUrl: string,
  memberId: number,
  tokens: {
    staff: Record<string, string>;
    sales: Record<string, string>;
    /** a staff token for memberId (the addresses read is member-scoped) */
    member: Record<string, string>;
  },
): Promise<string[]> {
  const samples = Number(process.env.BENCH_BFF_SAMPLES ?? 200);
  const reception = await signIn(appUrl, "reception");
  const sales = await signIn(appUrl, "sales");
  const pairs: Pair[] = [
    {
      name: "member overview",
      bff: `/api/members/${memberId}`,
      platform: `/platform/api/members/${memberId}`,
      cookie: reception,
      bearer: tokens.staff,
    },
    {
      name: "search 'smi'",
      bff: "/api/members?search=smi",
      platform: "/platform/api/members?search=smi",
      cookie: reception,
      bearer: tokens.staff,
    },
    {
      name: "board column (active)",
      bff: "/api/prospects/board?status=1",
      platform: "/platform/api/prospects/board?status=1",
      cookie: sales,
      bearer: tokens.sales,
    },
    {
      name: "addresses (audited)",
      bff: `/api/members/${memberId}/addresses`,
      platform: `/platform/api/members/${memberId}/addresses`,
      cookie: reception,
      bearer: tokens.member,
    },
  ];
  const lines = [
    `${"BFF read vs platform HTTP (p50/p95 ms)".padEnd(40)} ${"platform".padStart(13)} ${"BFF".padStart(13)} ${"BFF-platform".padStart(13)}  goal: BFF p50 <= 1.5x + 3 ms`,
  ];
  for (const pair of pairs) {
    const times = { bff: [] as number[], platform: [] as number[] };
    for (let i = 0; i < 20 + samples; i++) {
      const platform = await timed(`${appUrl}${pair.platform}`, pair.bearer);
      const bff = await timed(`${appUrl}${pair.bff}`, { cookie: pair.cookie });
      if (i < 20) continue;
      times.platform.push(platform);
      times.bff.push(bff);
    }
    const p = times.platform.sort((a, b) => a - b);
    const b = times.bff.sort((a, b) => a - b);
    const [p50, p95, b50, b95] = [percentile(p, 0.5), percentile(p, 0.95), percentile(b, 0.5), percentile(b, 0.95)];
    lines.push(
      `${pair.name.padEnd(40)} ${`${p50.toFixed(1)}/${p95.toFixed(1)}`.padStart(13)} ${`${b50.toFixed(1)}/${b95.toFixed(1)}`.padStart(13)} ${(b50 - p50).toFixed(1).padStart(13)}  ${(b50 / p50).toFixed(2)}x, ${b50 <= 1.5 * p50 + 3 ? "ok" : "OVER"}`,
    );
  }
  return lines;
}
