/**
 * The sandbox CLI (sandbox-contract §2, §4), `npm run -s platform -- ...` (dist/cli.mjs in the container):
 *   token [--products FOH,CONSUMER] [--features FOHGENERIC] [--member 1001] [--scope api|partner]
 *         [--permissions cr.co] [--integrator global|private] [--expires-in <seconds>] [--sub <user>]
 *   fixtures
 *   staff add --role admin --email you@venue.example [--name "..."] [--username ...]
 *   staff reset-factors <username>   (a locked-out admin's recovery)
 *   staff reset-password <username>  (the password stops working; a one-time link to set a new one)
 *   secrets status | secrets rotate  (the secrets kept in the database, sealed under SECRETS_KEY)
 *   seed --scale 1     (a large operator's data on PostgreSQL: lib/platform/seed/scale.ts, the app's staff_audit
 *                       rows from lib/app-db/scale-audit.ts)
 * The staff and secrets commands are the ones that open the database (DATABASE_URL, as the server does): with
 * PGlite, run it while the server is stopped (the data directory's lock refuses a second opener). The top of lib/'s
 * layers: it loads the platform, auth and app-db modules a command needs only when that command runs.
 */
import { parseOptions, tokenCommand } from "@frontdesk/lib/platform/cli";
import { fixturesManifest } from "@frontdesk/lib/platform/seed";

const usage = `usage:
  platform token [--products A,B] [--features A,B] [--member <memberId>] [--scope api|partner]
                 [--permissions cr.co] [--integrator global|private] [--expires-in <seconds>] [--sub <user>]
  platform fixtures
  platform staff add --role reception|sales|manager|admin --email <email> [--name <name>] [--username <username>]
  platform staff reset-factors <username>   (removes their second factors, ends their sessions)
  platform staff reset-password <username>  (removes their password, ends their sessions, prints a one-time link)
  platform secrets status   (the secrets kept in the database: by key, and any in plain text)
  platform secrets rotate   (seals every secret again under SECRETS_KEY, in one transaction; then drop SECRETS_KEY_PREVIOUS)
  platform seed --scale <factor>   (DATABASE_URL=postgres://...; factor 1 = a million members)`;

/** Closes the app's database (embedded, the platform's too), so the command's process can end. */
async function closeDatabase() {
  const { closeAppDatabase } = await import("@frontdesk/lib/app-db");
  await closeAppDatabase();
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === "token") {
    process.stdout.write(`${await tokenCommand(rest)}\n`);
  } else if (
    command === "staff" &&
    (rest[0] === "add" || rest[0] === "reset-factors" || rest[0] === "reset-password")
  ) {
    const { staffAddCommand, staffResetFactorsCommand, staffResetPasswordCommand } = await import("./staff");
    const run = {
      add: staffAddCommand,
      "reset-factors": staffResetFactorsCommand,
      "reset-password": staffResetPasswordCommand,
    }[rest[0]];
    process.stdout.write(`${await run(rest.slice(1))}\n`);
    await closeDatabase();
  } else if (command === "secrets" && (rest[0] === "status" || rest[0] === "rotate")) {
    const { secretsRotateCommand, secretsStatusCommand } = await import("./secrets");
    try {
      process.stdout.write(`${await (rest[0] === "rotate" ? secretsRotateCommand : secretsStatusCommand)()}\n`);
    } finally {
      await closeDatabase();
    }
  } else if (command === "seed") {
    const factor = parseOptions(rest)["--scale"];
    if (factor === undefined || !/^\d*\.?\d+$/.test(factor))
      throw new Error("seed needs --scale <factor>, e.g. 0.05 or 1");
    const { seedScale } = await import("@frontdesk/lib/platform/seed/scale");
    const { staffAuditScaleStep } = await import("@frontdesk/lib/app-db/scale-audit");
    await seedScale(Number(factor), { steps: [staffAuditScaleStep] });
  } else if (command === "fixtures") {
    process.stdout.write(`${JSON.stringify(fixturesManifest(), null, 2)}\n`);
  } else {
    process.stderr.write(`${usage}\n`);
    process.exitCode = 2;
  }
}

if (/cli(\/index)?\.(ts|mjs)$/.test(process.argv[1] ?? "")) {
  main(process.argv.slice(2)).catch((error: Error) => {
    process.stderr.write(`platform: ${error.message}\n${usage}\n`);
    process.exitCode = 2;
  });
}
