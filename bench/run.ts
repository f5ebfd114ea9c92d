/**
 * `npm run bench`: requests per second and latency of the running app against baselines
 * measured in the same run on the same machine. Needs a build (`npm run build`; it builds if missing).
 *   npm run bench              all cases
 *   npm run bench -- platform  only cases whose name contains "platform"
 */
import { spawn, execSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { issueToken } from "../lib/platform/http/tokens";

process.env.PLATFORM_SIGNING_KEY ??= "bench-signing-key";
const filter = process.argv[2] ?? "";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  await autocannon({ url, headers, duration: 1, connections: 10 }); // warm up
  const r = await autocannon({ url, headers, duration: seconds, connections: 10 });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

async function waitFor(url: string, timeoutMs: number) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

const bareServer = `require("node:http").createServer((q, s) => { const b = JSON.stringify({ status: "ok" }); s.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(b) }); s.end(b); }).listen(3901)`;

async function main() {
  if (!fs.existsSync("dist/server.mjs") || !fs.existsSync(`${process.env.NEXT_DIST_DIR ?? ".next"}/BUILD_ID`)) execSync("npm run build", { stdio: "inherit" });
  const results: Result[] = [];
  const bare = start(process.execPath, ["-e", bareServer], {});
  const app = start(process.execPath, ["dist/server.mjs"], { PORT: "3902", DATABASE_URL: "memory://", SEED: process.env.BENCH_SEED ?? "full", LOG_LEVEL: "warn", NODE_ENV: "production" });
  try {
    await waitFor("http://127.0.0.1:3901/", 10_000);
    await waitFor("http://127.0.0.1:3902/platform/health", 180_000);
    const admin = { Authorization: `Bearer ${await issueToken({ features: ["ADMIN"] })}`, "X-Use-SSO": "true" };
    const cases: [string, string, Record<string, string>?][] = [
      ["baseline: bare node:http fixed JSON", "http://127.0.0.1:3901/"],
      ["platform: trivial route (/platform/health)", "http://127.0.0.1:3902/platform/health"],
      ["platform: integrator list (endpoint 15)", "http://127.0.0.1:3902/platform/api/configuration/admin/integrators", admin],
    ];
    for (const [name, url, headers] of cases) {
      if (!name.includes(filter) && !name.startsWith("baseline")) continue;
      results.push(await load(name, url, headers));
    }
  } finally {
    bare.kill();
    app.kill();
  }
  const baseline = results[0].rps;
  console.log(`\n${"case".padEnd(52)} ${"req/s".padStart(9)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"vs bare".padStart(8)}`);
  for (const r of results) {
    console.log(`${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${((r.rps / baseline) * 100).toFixed(0).padStart(7)}%${r.non2xx ? `  (${r.non2xx} non-2xx!)` : ""}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
