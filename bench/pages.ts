/**
 * Page weight and Lighthouse for the staff screens, against the built
 * server the bench runs. First-load JavaScript: every script the page's HTML loads, gzip, with the
 * 180 KiB budget. Lighthouse (mobile and desktop presets, the machine's Chromium) on every staff page, each preset
 * with a bare static page measured in the same run as the baseline of its timings.
 */
import fs from "node:fs";
import { spawn } from "node:child_process";
import http from "node:http";
import zlib from "node:zlib";
import { Secret, TOTP } from "otpauth";
import { signIn } from "../scripts/instances";
import { demoTotpKey } from "../lib/app-db/demo-staff";

type DeskRole = "reception" | "sales" | "manager" | "admin";

/** A demo staff member's session cookie; the manager and admin prove their authenticator code too. */
async function staffCookie(appUrl: string, role: DeskRole): Promise<string> {
  const cookie = await signIn(appUrl, role);
  if (role === "reception" || role === "sales") return cookie;
  const totp = new TOTP({ secret: Secret.fromBase32(demoTotpKey) });
  for (let attempt = 1; ; attempt++) {
    const proven = await fetch(`${appUrl}/api/session/second-factor`, {
      method: "POST",
      headers: { cookie, origin: appUrl, "content-type": "application/json" },
      body: JSON.stringify({ method: "totp", code: totp.generate() }),
    });
    if (proven.status === 204) break;
    if (attempt === 2) throw new Error(`${role}: the second factor was refused (${proven.status})`);
    // a code is accepted once: one this staff member used in this 30 s step (an earlier sign-in) waits for the next
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 1_000));
  }
  // the session cookie still says the factor is owed: reading the session renews it (as the browser does)
  const renewed = await fetch(`${appUrl}/api/auth/session`, { headers: { cookie } });
  const jar = new Map(cookie.split("; ").map((pair) => [pair.split("=")[0], pair] as const));
  for (const set of renewed.headers.getSetCookie()) jar.set(set.split("=")[0]!, set.split(";")[0]!);
  return [...jar.values()].join("; ");
}

/** Each role's cookie, signed in once per server (a code is accepted once: no second sign-in in the same 30 s). */
const signedIn = new Map<string, Promise<Record<DeskRole, string>>>();
export const staffCookies = (appUrl: string) => {
  if (!signedIn.has(appUrl))
    signedIn.set(
      appUrl,
      (async () => ({
        reception: await staffCookie(appUrl, "reception"),
        sales: await staffCookie(appUrl, "sales"),
        manager: await staffCookie(appUrl, "manager"),
        admin: await staffCookie(appUrl, "admin"),
      }))().catch((error: unknown) => {
        signedIn.delete(appUrl); // a failed sign-in is not kept: the next ask tries again
        throw error;
      }),
    );
  return signedIn.get(appUrl)!;
};

export const firstLoadBudgetKiB = 180;

/** Bytes (raw and gzip) of every script the page's HTML loads on first visit (as the server sends it: no cache). */
export async function firstLoadJs(appUrl: string, path: string, cookie: string) {
  const html = await (await fetch(`${appUrl}${path}`, { headers: { cookie } })).text();
  // noModule scripts (the legacy polyfills) are never fetched by the browsers the desk uses
  const tags = [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[1] + m[3]));
  const sources = [...new Set(tags.map((m) => m[2]))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, appUrl))).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body).length;
  }
  return { scripts: sources.length, raw, gzip };
}

/** The staff pages, with the role that opens each (member 1001 is the demo guardian). */
export function deskPages(memberId: number): [string, DeskRole | null][] {
  return [
    ["/sign-in", null],
    ["/", "reception"],
    [`/members/${memberId}`, "reception"],
    [`/members/${memberId}/consent`, "reception"],
    [`/members/${memberId}/medical`, "reception"],
    [`/members/${memberId}/addresses`, "reception"],
    [`/members/${memberId}/card`, "reception"],
    [`/members/${memberId}/bookings`, "reception"],
    ["/bookings/waiting-lists", "reception"],
    ["/door", "reception"],
    ["/prospects", "sales"],
    ["/booking-sheets", "manager"],
    ["/configuration", "manager"],
    ["/communications", "manager"],
    ["/staff", "admin"],
  ];
}

/** First-load JS of every desk page against the budget; lines for the report, and whether all fit. */
export async function firstLoadReport(
  appUrl: string,
  memberId: number,
): Promise<{ lines: string[]; overBudget: string[] }> {
  const cookies = await staffCookies(appUrl);
  const lines = [
    `${"page (first-load JS, gzip)".padEnd(40)} ${"scripts".padStart(8)} ${"KiB raw".padStart(8)} ${"KiB gzip".padStart(9)}  budget ${firstLoadBudgetKiB} KiB`,
  ];
  const overBudget: string[] = [];
  for (const [path, role] of deskPages(memberId)) {
    const js = await firstLoadJs(appUrl, path, role ? cookies[role] : "");
    const kib = js.gzip / 1024;
    if (kib > firstLoadBudgetKiB) overBudget.push(path);
    lines.push(
      `${path.padEnd(40)} ${String(js.scripts).padStart(8)} ${(js.raw / 1024).toFixed(0).padStart(8)} ${kib.toFixed(1).padStart(9)}  ${kib <= firstLoadBudgetKiB ? "ok" : "OVER"}`,
    );
  }
  return { lines, overBudget };
}

interface LighthouseResult {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

type Preset = "mobile" | "desktop";

/** One Lighthouse run in the machine's Chromium (CHROME_PATH: lighthouse 13 has no --chrome-path flag). */
function lighthouse(url: string, cookie: string, preset: Preset): Promise<LighthouseResult> {
  const args = [
    "node_modules/lighthouse/cli/index.js",
    url,
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    "--only-categories=performance,accessibility",
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited ${code}`);
        const lhr = JSON.parse(out);
        // BENCH_LIGHTHOUSE_SAVE=dir keeps each whole report (long tasks, script bootup) to read afterwards
        const keep = process.env.BENCH_LIGHTHOUSE_SAVE;
        if (keep) {
          fs.mkdirSync(keep, { recursive: true });
          fs.writeFileSync(`${keep}/${preset}${new URL(url).pathname.replaceAll("/", "_")}.json`, out);
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        resolve({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          fcp: audit("first-contentful-paint"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}

const barePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><main><h1>Baseline</h1><p>A static page with no script.</p></main></body></html>`;

/**
 * A live link to the member's offer page, made as the desk makes one: a member joins the waiting list of
 * a coming session with a free place, the desk offers it, and the link is read from the queued message as the
 * managers' messages screen shows it (without SMTP_URL the bench's server keeps it unsent).
 */
export async function offerPageLink(appUrl: string, memberIds: number[]): Promise<string> {
  const cookies = await staffCookies(appUrl);
  const write = (cookie: string) => ({ cookie, origin: appUrl, "content-type": "application/json" });
  for (let day = 2; day < 9; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const sessions = (await (
      await fetch(`${appUrl}/api/bookings/availability?siteId=LEEDS&date=${date}`, {
        headers: { cookie: cookies.reception },
      })
    ).json()) as {
      bookingId: number;
      alertListsEnabled: boolean;
      spacesLeft: number;
      waiting: number;
      slotReferences: { inCentre: string };
    }[];
    const session = sessions.find((s) => s.alertListsEnabled && s.spacesLeft > 0 && s.waiting === 0);
    if (!session) continue;
    const joined = await Promise.all(
      memberIds.map((memberId) =>
        fetch(`${appUrl}/api/bookings/alert-list`, {
          method: "POST",
          headers: write(cookies.reception),
          body: JSON.stringify({ memberId, slotReference: session.slotReferences.inCentre }),
        }),
      ),
    );
    if (!joined.some((r) => r.ok)) continue;
    const offered = await fetch(`${appUrl}/api/bookings/${session.bookingId}/offers`, {
      method: "POST",
      headers: write(cookies.reception),
    });
    if (!offered.ok) throw new Error(`offer refused: ${offered.status} ${await offered.text()}`);
    const { messages } = (await (
      await fetch(`${appUrl}/api/messages`, { headers: { cookie: cookies.manager } })
    ).json()) as { messages: { kind: string; bodyText: string | null }[] };
    const link = messages
      .find((m) => m.kind === "waiting-list offer")
      ?.bodyText?.match(/https?:\/\/\S+\/offer\/[^\s)?]+/)?.[0];
    if (!link) throw new Error("the offer's message holds no link");
    return `${appUrl}${new URL(link).pathname}`;
  }
  throw new Error("no coming session at LEEDS with a free place and nobody waiting");
}

/**
 * Lighthouse on every staff page (deskPages), mobile then desktop, each preset beside a bare static page in the same
 * run; with `offerLink`, the member's offer page (public, on a phone) as well, and with `offerOnly` that page alone.
 * BENCH_LIGHTHOUSE_PAGES (comma-separated paths, "/members/" standing for the demo guardian's) narrows the pages,
 * BENCH_LIGHTHOUSE_PRESETS (default "mobile,desktop") the presets. VENUE_LANGUAGE=cy runs the staff pages in Welsh (the
 * demo staff have chosen no language, so the venue's default is theirs).
 */
export async function lighthouseReport(
  appUrl: string,
  memberId: number,
  barePort: number,
  options: { offerOnly?: boolean; offerLink?: string } = {},
): Promise<string[]> {
  const bare = http
    .createServer((_, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(barePage))
    .listen(barePort);
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").map((p) =>
    p.replace("/members/", `/members/${memberId}`),
  );
  const offerPage: [string, null][] = options.offerLink ? [[new URL(options.offerLink).pathname, null]] : [];
  const pages = options.offerOnly
    ? offerPage
    : [...deskPages(memberId), ...offerPage].filter(([path]) => !only || only.includes(path));
  try {
    const cookies = await staffCookies(appUrl);
    const row = (name: string, r: LighthouseResult, base: LighthouseResult) =>
      `${name.padEnd(34)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${r.fcp.toFixed(0).padStart(7)} ${r.lcp.toFixed(0).padStart(7)} ${r.tbt.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(6)}  ${(r.lcp / base.lcp).toFixed(2)}x`;
    const lines: string[] = [];
    const presets = (process.env.BENCH_LIGHTHOUSE_PRESETS ?? "mobile,desktop").split(",") as Preset[];
    for (const preset of presets) {
      const base = await lighthouse(`http://127.0.0.1:${barePort}/`, "", preset);
      lines.push(
        `${`lighthouse (${preset}, ${process.env.VENUE_LANGUAGE ?? "en"})`.padEnd(34)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"FCP ms".padStart(7)} ${"LCP ms".padStart(7)} ${"TBT ms".padStart(7)} ${"CLS".padStart(6)}  LCP vs bare page (goal perf >= ${preset === "mobile" ? 90 : 95}, TBT < 200 ms, a11y 100)`,
        row("baseline: bare static page", base, base),
      );
      for (const [path, role] of pages) {
        const r = await lighthouse(`${appUrl}${path}`, role ? cookies[role] : "", preset);
        lines.push(row(path, r, base));
        console.error(lines.at(-1)); // progress: a full run takes minutes
      }
    }
    if (options.offerLink) {
      const js = await firstLoadJs(appUrl, new URL(options.offerLink).pathname, "");
      lines.push(
        `member's offer page first-load JS: ${js.scripts} scripts, ${(js.gzip / 1024).toFixed(1)} KiB gzip (${(js.raw / 1024).toFixed(0)} KiB raw)`,
      );
    }
    return lines;
  } finally {
    bare.close();
  }
}
