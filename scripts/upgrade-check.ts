/**
 * Rolling upgrade drill, run by scripts/upgrade-check.sh: the previous release (its built checkout,
 * the first argument) serves the demo data on PostgreSQL under traffic through the round-robin proxy; the new build
 * (this checkout's dist/) starts beside it on the same database (and migrates it); both serve reads and writes for
 * UPGRADE_SECONDS (default 60); then the old one is taken out of the proxy and stopped. Counts the requests that
 * failed and the acknowledged writes not read back at the end: the goal is 0 and 0.
 *   DATABASE_URL=postgres://... npx tsx --conditions=react-server scripts/upgrade-check.ts <old checkout>
 * UPGRADE_PORT (default 3810): the proxy; the old instance takes the next port, the new one the one after.
 */
import crypto from "node:crypto";
import pg from "pg";
import { startInstance, roundRobinProxy, signIn, promoCode } from "./instances";
import { issueToken } from "../lib/platform/http/tokens";
import { fixturesManifest } from "../lib/platform/seed";

/** One line per step: what, and how long it took (aligned as backup-check.sh's). */
const took = (what: string, since: number) =>
  console.log(`${what.padEnd(58)} ${((Date.now() - since) / 1000).toFixed(1).padStart(7)} s`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const url = process.env.DATABASE_URL ?? "";
  const oldDir = process.argv[2];
  if (!url.startsWith("postgres") || !oldDir)
    throw new Error("usage: DATABASE_URL=postgres://... upgrade-check.ts <old checkout>");
  const proxyPort = Number(process.env.UPGRADE_PORT ?? 3810);
  const [oldPort, newPort] = [proxyPort + 1, proxyPort + 2];
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  process.env.PLATFORM_SIGNING_KEY = crypto.randomBytes(32).toString("base64url");
  process.env.NEXTAUTH_SECRET = crypto.randomBytes(32).toString("base64url");
  // seals the stored secrets (0.2.0 on; a release before ignores it and keeps them plain, which the new one seals)
  process.env.SECRETS_KEY = crypto.randomBytes(32).toString("base64");
  const shared = {
    DATABASE_URL: url,
    PLATFORM_SIGNING_KEY: process.env.PLATFORM_SIGNING_KEY,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET,
    SECRETS_KEY: process.env.SECRETS_KEY,
    NEXTAUTH_URL: proxyUrl,
    SEED: "full", // the demo data the traffic reads (PostgreSQL loads none by default)
  };
  delete process.env.PLATFORM_RESET_DB; // with-postgres.sh sets it: only the old release starts from empty

  let step = Date.now();
  const old = await startInstance(oldPort, { ...shared, PLATFORM_RESET_DB: "1" }, oldDir);
  process.on("exit", () => old.kill("SIGKILL")); // no instance outlives a failed drill
  took(`old release started, migrated and seeded the demo data`, step);
  const backends = [oldPort]; // the proxy reads this array at each request: the new instance joins, the old one leaves
  const proxy = await roundRobinProxy(proxyPort, backends);

  const manager = {
    authorization: `Bearer ${await issueToken({ products: ["FOH"], features: ["FOHGENERIC", "BOOKINGDISCOUNTS"] })}`,
    "x-use-sso": "true",
    "content-type": "application/json",
  };
  const cookie = await signIn(proxyUrl, "reception");
  const fixtures = fixturesManifest() as { members: { guardian: number } };
  const guardian = fixtures.members.guardian;
  const member = {
    authorization: `Bearer ${await issueToken({ products: ["FOH"], features: ["FOHGENERIC"], memberId: guardian })}`,
    "x-use-sso": "true",
  };

  // Traffic: four clients, each a write (a promo code), its read back, a member read and a staff (BFF) read.
  const acknowledged: { id: string; code: string }[] = [];
  const errors: string[] = [];
  const served = new Map<string, number>();
  let requests = 0;
  let running = true;
  const call = async (what: string, path: string, init: RequestInit, expect: number) => {
    requests++;
    try {
      const answer = await fetch(`${proxyUrl}${path}`, init);
      const body = await answer.text();
      const instance = answer.headers.get("x-instance") ?? "?";
      served.set(instance, (served.get(instance) ?? 0) + 1);
      if (answer.status !== expect) errors.push(`${what}: ${answer.status} from :${instance} ${body.slice(0, 120)}`);
      return answer.status === expect ? body : null;
    } catch (error) {
      errors.push(`${what}: ${(error as Error).message}`);
      return null;
    }
  };
  let serial = 0;
  const client = async () => {
    while (running) {
      const code = `UPG${process.pid % 1000}${++serial}`;
      const id = await call(
        "create a promo code",
        "/platform/api/configuration/promotion-codes",
        {
          method: "POST",
          headers: manager,
          body: JSON.stringify(promoCode(code)),
        },
        201,
      );
      if (id !== null) {
        acknowledged.push({ id, code });
        await call(
          "read the promo code back",
          `/platform/api/configuration/promotion-codes/${id}`,
          { headers: manager },
          200,
        );
      }
      await call("read a member's consent", `/platform/api/members/${guardian}/consent`, { headers: member }, 200);
      await call("staff member search", "/api/members?search=Marsh", { headers: { cookie } }, 200);
    }
  };
  const clients = Array.from({ length: 4 }, client);

  step = Date.now();
  await sleep(10_000);
  took(`traffic on the old release alone (${requests} requests)`, step);
  step = Date.now();
  const fresh = await startInstance(newPort, shared); // migrates (expand) while the old one serves
  process.on("exit", () => fresh.kill("SIGKILL"));
  backends.push(newPort);
  took(`new build started beside it (migrations under way)`, step);
  const overlap = Number(process.env.UPGRADE_SECONDS ?? 60);
  step = Date.now();
  await sleep(overlap * 1000);
  took(`both serving through the proxy`, step);
  step = Date.now();
  backends.splice(backends.indexOf(oldPort), 1); // out of the proxy's rotation first (as a balancer's health check)
  await sleep(2_000);
  old.kill("SIGTERM");
  await new Promise((resolve) => (old.exitCode !== null ? resolve(null) : old.once("exit", resolve)));
  took(`old release drained and stopped (exit ${old.exitCode})`, step);
  await sleep(10_000);
  running = false;
  await Promise.all(clients);

  step = Date.now();
  let lost = 0;
  for (const { id, code } of acknowledged) {
    const answer = await fetch(`http://127.0.0.1:${newPort}/platform/api/configuration/promotion-codes/${id}`, {
      headers: manager,
    });
    if (answer.status !== 200 || !(await answer.text()).includes(`"${code}"`)) lost++;
  }
  took(`every acknowledged write read back`, step);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query(
    `SELECT to_regclass('public.desk_offers') AS public_offers, to_regclass('frontdesk.desk_offers') AS offers,
            (SELECT count(*) FROM frontdesk.__drizzle_migrations) AS app_migrations`,
  );
  await db.end();
  proxy.close();
  fresh.kill("SIGTERM");

  const perInstance = [...served].map(([port, count]) => `:${port} ${count}`).join(", ");
  console.log(`requests: ${requests} (${perInstance}); writes acknowledged: ${acknowledged.length}`);
  console.log(`app migrations applied: ${rows[0].app_migrations}`);
  console.log(`desk_offers: public ${rows[0].public_offers ?? "absent"}, frontdesk ${rows[0].offers ?? "absent"}`);
  for (const error of errors.slice(0, 10)) console.log(`  ${error}`);
  console.log(`errors: ${errors.length}, lost writes: ${lost}`);
  const servedByOld = served.get(String(oldPort)) ?? 0;
  const servedByNew = served.get(String(newPort)) ?? 0;
  if (errors.length > 0 || lost > 0 || acknowledged.length < 50 || servedByOld === 0 || servedByNew === 0)
    throw new Error("upgrade drill FAILED");
  console.log("upgrade drill passed");
}

const limit = setTimeout(() => (console.error("the upgrade drill took over 15 min"), process.exit(1)), 900_000);
main().then(
  () => (clearTimeout(limit), process.exit(0)),
  (error: Error) => (console.error(error.message), process.exit(1)),
);
