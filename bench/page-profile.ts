/**
 * Where a page's start-up time goes in the browser: loads each page in Chromium with the CPU slowed
 * 4x (as Lighthouse's mobile preset), records the long tasks and a CPU profile of the load, and prints the long
 * tasks and the functions with the most self time. Needs a running app (PAGE_PROFILE_URL, default
 * http://127.0.0.1:3902) with the small or full demo data.
 *   npx tsx --conditions=react-server bench/page-profile.ts /staff /members/1001/addresses
 * PAGE_PROFILE_RUNS (default 1) loads of each page; PAGE_PROFILE_TOP (default 25) functions listed (0: none);
 * PAGE_PROFILE_REQUESTS=1 lists the scripts and BFF reads the load fetched (a start-up that reads from the browser, or
 * loads zod, shows there).
 * Long tasks are wall-clock, so another process on the machine lengthens them; each load also says its main thread's
 * CPU time (a trace's tasks, by thread time; Chromium's slowdown spins on the CPU, so it counts in) and the blocking
 * time of that CPU time (each task's over 50 ms): near what the wall clock would say on a quiet machine. A busy
 * machine moves it far less than the long tasks (on 28 Nov at a load of 6-16, ±30% against 2-3x), so still compare
 * medians of several loads, before and after interleaved.
 */
import { chromium } from "@playwright/test";
import { deskPages, staffCookies } from "./pages";

const appUrl = process.env.PAGE_PROFILE_URL ?? "http://127.0.0.1:3902";
const runs = Number(process.env.PAGE_PROFILE_RUNS ?? 1);
const top = Number(process.env.PAGE_PROFILE_TOP ?? 25);
const listRequests = process.env.PAGE_PROFILE_REQUESTS === "1";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The page's main thread (the renderer main thread busiest in the trace): its tasks' CPU time, and their blocking. */
function mainThreadCpu(trace: Buffer) {
  const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
  const mains = new Set(
    traceEvents
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, number[]>();
  for (const e of traceEvents)
    if (e.name === "RunTask" && e.ph === "X" && e.tdur !== undefined && mains.has(`${e.pid}:${e.tid}`))
      byThread.set(`${e.pid}:${e.tid}`, [...(byThread.get(`${e.pid}:${e.tid}`) ?? []), e.tdur / 1000]);
  const sum = (ms: number[]) => ms.reduce((a, b) => a + b, 0);
  const main = [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
  return {
    total: Math.round(sum(main)),
    blocking: Math.round(sum(main.map((ms) => Math.max(0, ms - 50)))),
  };
}

async function main() {
  const cookies = await staffCookies(appUrl);
  const roles = new Map(deskPages(1001).map(([path, role]) => [path, role]));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  try {
    for (const path of process.argv.slice(2).flatMap((p) => Array<string>(runs).fill(p))) {
      const role = roles.get(path) ?? "reception";
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        extraHTTPHeaders: role ? { cookie: cookies[role] } : {},
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => {
        (window as unknown as { longTasks: number[][] }).longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            (window as unknown as { longTasks: number[][] }).longTasks.push([
              Math.round(e.startTime),
              Math.round(e.duration),
            ]);
        }).observe({ type: "longtask", buffered: true });
      });
      const fetched: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "script" || url.pathname.startsWith("/api/")) fetched.push(url.pathname);
      });
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
      await page.goto(`${appUrl}${path}`, { waitUntil: "load" });
      await page.waitForTimeout(5000);
      const { profile } = (await cdp.send("Profiler.stop")) as {
        profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
      };
      const cpu = mainThreadCpu(await browser.stopTracing());
      const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[][] }).longTasks);
      const blocking = tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      console.log(
        `\n== ${path}: long tasks (start:ms) ${tasks.map(([s, d]) => `${s}:${d}`).join(" ")}; over 50 ms: ${blocking}; ` +
          `main-thread CPU ${cpu.total} ms, blocking by CPU time ${cpu.blocking}`,
      );
      if (listRequests) console.log(`fetched: ${fetched.join(" ")}`);
      const self = new Map<number, number>();
      profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
      const byName = new Map<string, number>();
      for (const node of profile.nodes) {
        const { functionName, url, lineNumber } = node.callFrame;
        const file = url.split("/").pop() ?? "";
        const key = `${functionName || "(anonymous)"} ${file}:${lineNumber}`;
        byName.set(key, (byName.get(key) ?? 0) + (self.get(node.id) ?? 0) / 1000);
      }
      for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, top))
        console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
