/**
 * The checks of scripts/runtime-check.sh, against a server started from a copy of build/runtime outside the
 * repository (its CLI run from that copy too). Prints a line per check and exits 1 on the first that fails.
 *   npx tsx --conditions=react-server scripts/runtime-check.ts <base URL> <app folder> [postgres]
 * postgres: the store is PostgreSQL (SEED=small), and the CLI adds the first administrator as an operator would.
 */
import { execFileSync } from "node:child_process";
import { fixturesManifest } from "../lib/platform/seed";
import { staffCookies } from "../bench/pages";

const [base, appFolder, store = "pglite"] = process.argv.slice(2);
if (!base || !appFolder) throw new Error("usage: runtime-check.ts <base URL> <app folder> [postgres]");
const fixtures = fixturesManifest() as { members: { guardian: number } };
const { members } = fixtures;

let failed = false;
async function check(what: string, run: () => Promise<string>) {
  try {
    console.log(`  ok    ${what}: ${await run()}`);
  } catch (error) {
    failed = true;
    console.log(`  FAIL  ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
function expectThat(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(new URL(path, base), { headers, redirect: "manual" });
  return { status: answer.status, type: answer.headers.get("content-type") ?? "", body: await answer.text() };
}
/**
 * The CLI of the copied folder, as an operator runs it in the container (`node dist/cli.mjs ...` in /app), with the
 * server's secrets and database and nothing else of this process's environment (PLATFORM_RESET_DB, which
 * with-postgres.sh sets, would empty the database).
 */
const cliEnv: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  NODE_ENV: "production",
  APP_URL: base,
  ...Object.fromEntries(
    ["PLATFORM_SIGNING_KEY", "NEXTAUTH_SECRET", "SECRETS_KEY", ...(store === "postgres" ? ["DATABASE_URL"] : [])].map(
      (name) => [name, process.env[name]],
    ),
  ),
};
const cli = (...args: string[]) =>
  execFileSync(process.execPath, ["dist/cli.mjs", ...args], { cwd: appFolder, encoding: "utf8", env: cliEnv });

await check("/livez and /readyz", async () => {
  const [live, ready] = [await get("/livez"), await get("/readyz")];
  expectThat(live.status === 200 && ready.status === 200, `${live.status} ${live.body}; ${ready.status} ${ready.body}`);
  return `${live.body} ${ready.body}`;
});

await check("the sign-in page renders, and every script it loads is served", async () => {
  const page = await get("/sign-in");
  expectThat(page.status === 200 && page.body.includes('name="password"'), `${page.status}, no password field`);
  const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  expectThat(scripts.length > 0, "no script in the page");
  const statuses = await Promise.all(scripts.map(async (src) => `${(await get(src)).status}`));
  expectThat(
    statuses.every((s) => s === "200"),
    `scripts answered ${statuses.join(",")}`,
  );
  return `${page.body.length} bytes, ${scripts.length} scripts from .next/static`;
});

await check("the sign-in page in Welsh (the catalogue, compiled into the build)", async () => {
  const page = await get("/sign-in", { "accept-language": "cy" });
  expectThat(page.status === 200 && page.body.includes('lang="cy"'), `${page.status}, not in Welsh`);
  expectThat(page.body.includes("Mewngofnodi i Frontdesk"), "no Welsh title");
  return '<html lang="cy">, "Mewngofnodi i Frontdesk"';
});

await check("/_next/image answers 404 (no image resizer: next.config.ts images.unoptimized)", async () => {
  const image = await get("/_next/image?url=%2Ficon.svg&w=64&q=75");
  expectThat(image.status === 404, `${image.status}`);
  return "404";
});

// Reception by password; the manager and the admin prove their authenticator code too (argon2, otpauth, sealed keys).
const cookies = await staffCookies(base).catch((error: Error) => {
  console.log(`  FAIL  staff sign-in: ${error.message}`);
  process.exit(1);
});

await check("a staff sign-in (each demo role; the manager and admin with their second factor)", async () => {
  const session = await get("/api/auth/session", { cookie: cookies.reception });
  expectThat(session.status === 200 && session.body.includes("reception"), `${session.status} ${session.body}`);
  return "reception, sales, manager, admin";
});

await check("a member page", async () => {
  const page = await get(`/members/${members.guardian}`, { cookie: cookies.reception });
  expectThat(page.status === 200 && page.body.includes("Marsh"), `${page.status}, no member's name`);
  return `/members/${members.guardian} ${page.body.length} bytes`;
});

await check("an admin page", async () => {
  const page = await get("/staff", { cookie: cookies.admin });
  expectThat(page.status === 200 && page.body.includes("reception"), `${page.status}, no staff list`);
  return `/staff ${page.body.length} bytes`;
});

await check("a BFF read (member search, on pg_trgm)", async () => {
  const read = await get("/api/members?search=Marsh", { cookie: cookies.reception });
  expectThat(read.status === 200 && read.body.includes('"Marsh"'), `${read.status} ${read.body.slice(0, 200)}`);
  return `${read.status} ${read.type}`;
});

await check("/platform/openapi.json", async () => {
  const document = await get("/platform/openapi.json");
  const parsed = JSON.parse(document.body) as { openapi: string; paths: object };
  expectThat(document.status === 200 && parsed.openapi, `${document.status}`);
  return `OpenAPI ${parsed.openapi}, ${Object.keys(parsed.paths).length} paths`;
});

await check("the CLI's lightest command (node dist/cli.mjs fixtures)", async () => {
  const printed = JSON.parse(cli("fixtures")) as typeof fixtures;
  expectThat(printed.members.guardian === members.guardian, "another demo member");
  return "the demo data's manifest";
});

await check("a platform read with a token made by the CLI", async () => {
  const token = cli("token", "--products", "FOH", "--features", "FOHGENERIC").trim().split("\n").at(-1)!;
  const sites = await get("/platform/api/configuration/sites", {
    authorization: `Bearer ${token}`,
    "x-use-sso": "true",
  });
  expectThat(sites.status === 200, `${sites.status} ${sites.body.slice(0, 200)}`);
  const member = await get(`/platform/api/members/${members.guardian}`, {
    authorization: `Bearer ${token}`,
    "x-use-sso": "true",
  });
  expectThat(member.status === 200 && member.body.includes("Marsh"), `${member.status} ${member.body.slice(0, 200)}`);
  return `${(JSON.parse(sites.body) as unknown[]).length} sites; member ${members.guardian}`;
});

if (store === "postgres")
  await check("the CLI adds the first administrator (as docs/self-hosting/README.md says)", async () => {
    const added = cli(
      "staff",
      "add",
      "--role",
      "admin",
      "--email",
      "first.admin@venue.example",
      "--name",
      "First Admin",
    );
    const link = /https?:\/\/\S+\/set-password\/[A-Za-z0-9_-]+/.exec(added)?.[0];
    expectThat(link, `no set-password link in: ${added}`);
    const page = await get(new URL(link).pathname);
    expectThat(page.status === 200 && page.body.includes('type="password"'), `${page.status}, no password field`);
    return "set-password link answers";
  });

process.exit(failed ? 1 : 0);
