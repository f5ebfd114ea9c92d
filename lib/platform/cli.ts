/**
 * The sandbox CLI (sandbox-contract §2, §4). It never opens the server's database:
 *   npm run -s platform -- token [--products FOH,CONSUMER] [--features FOHGENERIC] [--member 1001]
 *                               [--scope api|partner] [--permissions cr.co] [--integrator global|private]
 *                               [--expires-in <seconds>] [--sub <user>]
 *   npm run -s platform -- fixtures
 */
import { issueToken } from "./http/tokens";
import { fixturesManifest } from "./seed";

const usage = `usage:
  platform token [--products A,B] [--features A,B] [--member <memberId>] [--scope api|partner]
                 [--permissions cr.co] [--integrator global|private] [--expires-in <seconds>] [--sub <user>]
  platform fixtures`;

const valueOptions = ["--products", "--features", "--member", "--scope", "--permissions", "--integrator", "--expires-in", "--sub"] as const;
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

const list = (value: string | undefined) => (value ? value.split(",").map((s) => s.trim()).filter(Boolean) : undefined);

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new Error(`${name} takes a whole number`);
  return Number(value);
}

export async function tokenCommand(args: string[]): Promise<string> {
  const o = parseOptions(args);
  if (o["--integrator"] && !["global", "private"].includes(o["--integrator"])) throw new Error("--integrator takes global or private");
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

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === "token") {
    process.stdout.write(`${await tokenCommand(rest)}\n`);
  } else if (command === "fixtures") {
    process.stdout.write(`${JSON.stringify(fixturesManifest(), null, 2)}\n`);
  } else {
    process.stderr.write(`${usage}\n`);
    process.exitCode = 2;
  }
}

if (process.argv[1]?.endsWith("cli.ts")) {
  main(process.argv.slice(2)).catch((error: Error) => {
    process.stderr.write(`platform: ${error.message}\n${usage}\n`);
    process.exitCode = 2;
  });
}
