import { execFileSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { GET as readConsent } from "@/app/api/members/[memberId]/consent/route";
import { PUT as assignCampaign } from "@/app/api/members/[memberId]/campaign/route";
import { sessionCookie, testOrigin } from "@frontdesk/lib/bff/testing";
import { call, database, token } from "@frontdesk/lib/platform/testing";
import { roleClaims } from "@frontdesk/lib/contract/roles";
import { env } from "@frontdesk/lib/server/env";
import { databaseRestartingMessage } from "@frontdesk/lib/contract/platform-unreachable";
import { reportDegraded } from "@frontdesk/lib/server/degraded";
import { databaseFailuresPart } from "@frontdesk/lib/server/database-outage";

/**
 * The database restarting under a running app, on the real PostgreSQL of with-postgres.sh:
 * the server is stopped with pg_ctl, every read and write answers 503 in words, and once it is started
 * again the pool recovers by itself.
 */
const onPostgres = env().DATABASE_URL?.startsWith("postgres") ?? false;

/** The running server's own settings, so it can be stopped and started again as it was. */
async function serverSettings() {
  const db = await database();
  const setting = async (name: string) =>
    (
      (await db.execute(sql.raw(`SELECT current_setting('${name}') AS value`))) as unknown as {
        rows: { value: string }[];
      }
    ).rows[0].value;
  const bin = (
    (await db.execute(sql`SELECT setting FROM pg_config WHERE name = 'BINDIR'`)) as unknown as {
      rows: { setting: string }[];
    }
  ).rows[0].setting;
  return {
    pgCtl: `${bin}/pg_ctl`,
    dataDirectory: await setting("data_directory"),
    options: `-p ${await setting("port")} -k ${(await setting("unix_socket_directories")).split(",")[0]} -c listen_addresses=${await setting("listen_addresses")} -c fsync=off`,
  };
}

const pgCtl = (pgCtlPath: string, ...args: string[]) => {
  // PostgreSQL refuses to run as root: with-postgres.sh starts it as the postgres user
  const [command, commandArgs] =
    process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", pgCtlPath, ...args]] : [pgCtlPath, args];
  execFileSync(command, commandArgs as string[], { stdio: "pipe", timeout: 60_000 });
};

/** Requests as a browser sends them, with a session cookie made beforehand (making one writes to the database). */
const signedIn = (cookie: string, method: string, path: string, body?: unknown) =>
  new Request(`${testOrigin}${path}`, {
    method,
    headers: { cookie, origin: testOrigin, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const consent = (cookie: string) =>
  readConsent(signedIn(cookie, "GET", "/api/members/1001/consent"), { params: Promise.resolve({ memberId: "1001" }) });

describe.skipIf(!onPostgres)("the database restarting (PostgreSQL)", () => {
  let settings: Awaited<ReturnType<typeof serverSettings>> | undefined;
  let stopped = false;
  const start = () => {
    if (!settings || !stopped) return;
    pgCtl(
      settings.pgCtl,
      "-D",
      settings.dataDirectory,
      "-o",
      settings.options,
      "-l",
      `${settings.dataDirectory}/../log`,
      "-w",
      "start",
    );
    stopped = false;
  };
  // never leave the suite's database stopped, whatever failed
  afterAll(() => {
    start();
    // the outage is named on /readyz for 10 s after (lib/server/degraded.ts): not the next test file's to see
    reportDegraded(databaseFailuresPart, undefined);
  });

  it("answers 503 in words on every path while it is down, and recovers by itself once it is back", async () => {
    const reception = await sessionCookie("reception");
    expect((await consent(reception)).status).toBe(200);
    // a session no cache has seen, so the BFF must read the app's own tables for it
    const unseenSession = await sessionCookie("manager");
    const staffToken = await token({ ...roleClaims.reception, memberId: 1001 });
    settings = await serverSettings();

    pgCtl(settings.pgCtl, "-D", settings.dataDirectory, "-m", "fast", "-w", "stop");
    stopped = true;

    // the platform: a route, its health
    const platformRead = await call("GET", "/api/members/1001/consent", { token: staffToken });
    expect(platformRead.status).toBe(503);
    expect(platformRead.headers.get("retry-after")).toBe("5");
    expect(await platformRead.text()).toBe(databaseRestartingMessage);
    expect((await call("GET", "/health")).status).toBe(503);

    // the BFF: a read through the platform, a read whose session must come from the database, a write
    for (const response of [
      await consent(reception),
      await consent(unseenSession),
      await assignCampaign(signedIn(reception, "PUT", "/api/members/1003/campaign", { campaignId: 1, granted: true }), {
        params: Promise.resolve({ memberId: "1003" }),
      }),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      expect(await response.json()).toMatchObject({ status: 503, detail: databaseRestartingMessage });
    }

    start();
    // the pool drops the connections the server closed and opens new ones: no restart of the app
    let recovered: Response | undefined;
    for (let attempt = 0; attempt < 20 && recovered?.status !== 200; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      recovered = await consent(unseenSession);
    }
    expect(recovered?.status).toBe(200);
    expect((await call("GET", "/health")).status).toBe(200);
    expect((await call("GET", "/api/members/1001/consent", { token: staffToken })).status).toBe(200);
  });
});
