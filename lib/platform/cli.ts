/**
 * The sandbox CLI (sandbox-contract §2, §4). It never opens the server's database:
 *   npm run -s platform -- token [--products FOH,CONSUMER] [--features FOHGENERIC] [--member 1001]
 *                               [--scope api|partner] [--permissions cr.co] [--integrator global|private]
 *                               [--expires-in <seconds>] [--sub <user>]
 *   npm run -s platform -- fixtures
 *   npm run -s platform -- staff add --role admin --email you@venue.example [--name "..."] [--username ...]
 *   npm run -s platform -- staff reset-factors <username>   (a locked-out admin's recovery: issue 30)
 *   npm run -s platform -- seed --scale 1     (a large operator's data on PostgreSQL: seed/scale.ts)
 * `staff add` and `staff reset-factors` are the commands that open the database (DATABASE_URL, as the server does): with
 * PGlite, run it while the server is stopped (the data directory's lock refuses a second opener).
 */
import { issueToken } from "./http/tokens";
import { fixturesManifest } from "./seed";

const usage = `usage:
  platform token [--products A,B] [--features A,B] [--member <memberId>] [--scope api|partner]
                 [--permissions cr.co] [--integrator global|private] [--expires-in <seconds>] [--sub <user>]
  platform fixtures
  platform staff add --role reception|sales|manager|admin --email <email> [--name <name>] [--username <username>]
  platform staff reset-factors <username>   (removes their second factors, ends their sessions)
  platform seed --scale <factor>   (DATABASE_URL=postgres://...; factor 1 = a million members)`;

const valueOptions = [
  "--products",
  "--features",
  "--member",
  "--scope",
  "--permissions",
  "--integrator",
  "--expires-in",
  "--sub",
  "--role",
  "--email",
  "--name",
  "--username",
  "--scale",
] as const;
type Option = (typeof valueOptions)[number];

/** Options take their value as the next argument, negative numbers included. */
export function parseOptions(args: string[]): Partial<Record<Option, string>> {
  const options: Partial<Record<Option, string>> = {};
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].split(/=(.*)/s, 2);
    if (!(valueOptions as readonly string[]).includes(name)) throw new Error(`unknown option ${args[i]}`);
    const value = inline ?? args[++i];
    if (value === undefined) throw new Error(`${name} needs a value`);
    options[name as Option] = value;
  }
  return options;
}

const list = (value: string | undefined) =>
  value
    ? value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new Error(`${name} takes a whole number`);
  return Number(value);
}

export async function tokenCommand(args: string[]): Promise<string> {
  const o = parseOptions(args);
  if (o["--integrator"] && !["global", "private"].includes(o["--integrator"]))
    throw new Error("--integrator takes global or private");
  return issueToken({
    sub: o["--sub"],
    products: list(o["--products"]),
    features: list(o["--features"]),
    permissions: list(o["--permissions"]),
    memberId: integer("--member", o["--member"]),
    scope: o["--scope"],
    integrator: o["--integrator"] as "global" | "private" | undefined,
    expiresIn: integer("--expires-in", o["--expires-in"]),
  });
}

/** Adds a staff member and answers the lines to print: who, and their one-time set-password link. */
export async function staffAddCommand(args: string[]): Promise<string> {
  const o = parseOptions(args);
  if (!o["--email"] || !o["--role"]) throw new Error("staff add needs --role and --email");
  const { addStaff } = await import("@/lib/auth/staff-accounts");
  const { BffProblem } = await import("@/lib/bff/route");
  const username =
    o["--username"] ??
    o["--email"]
      .split("@")[0]
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, "");
  try {
    const { staff, link } = await addStaff(
      { name: o["--name"] ?? username, email: o["--email"], username, role: o["--role"] as never },
      null,
    );
    return [
      `Added ${staff.name} (username ${staff.username}, ${staff.role}).`,
      `One-time set-password link (works once, until ${link.expiresAt}):`,
      link.url,
    ].join("\n");
  } catch (error) {
    if (error instanceof BffProblem) {
      const messages = Object.entries(error.problem.errors ?? {}).map(([field, list]) => `${field}: ${list.join(" ")}`);
      throw new Error(messages.length ? messages.join("; ") : (error.problem.detail ?? error.problem.title));
    }
    throw error;
  }
}

/**
 * Removes a staff member's second factors and ends their sessions, from the server's shell (the recovery of
 * an administrator who lost theirs when no other can reset it): they set up a new one at their next sign-in.
 */
export async function staffResetFactorsCommand(args: string[]): Promise<string> {
  const username = args[0]?.trim().toLowerCase();
  if (!username) throw new Error("staff reset-factors needs a username");
  const { resetFactors } = await import("@/lib/auth/factors");
  const removed = await resetFactors(username, null);
  if (removed === undefined) throw new Error(`there is no staff member with the username ${username}`);
  return `Removed ${removed} second ${removed === 1 ? "factor" : "factors"} of ${username} and ended their sessions.`;
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === "token") {
    process.stdout.write(`${await tokenCommand(rest)}\n`);
  } else if (command === "staff" && (rest[0] === "add" || rest[0] === "reset-factors")) {
    const run = rest[0] === "add" ? staffAddCommand : staffResetFactorsCommand;
    process.stdout.write(`${await run(rest.slice(1))}\n`);
    const { getPlatform } = await import("./index");
    await (await getPlatform().database).close();
  } else if (command === "seed") {
    const factor = parseOptions(rest)["--scale"];
    if (factor === undefined || !/^\d*\.?\d+$/.test(factor))
      throw new Error("seed needs --scale <factor>, e.g. 0.05 or 1");
    const { seedScale } = await import("./seed/scale");
    await seedScale(Number(factor));
  } else if (command === "fixtures") {
    process.stdout.write(`${JSON.stringify(fixturesManifest(), null, 2)}\n`);
  } else {
    process.stderr.write(`${usage}\n`);
    process.exitCode = 2;
  }
}

if (/cli\.(ts|mjs)$/.test(process.argv[1] ?? "")) {
  main(process.argv.slice(2)).catch((error: Error) => {
    process.stderr.write(`platform: ${error.message}\n${usage}\n`);
    process.exitCode = 2;
  });
}
