/**
 * The platform's commands of the sandbox CLI (sandbox-contract §2, §4): tokens and the fixtures manifest, which never
 * open the server's database, and the option parser. The CLI itself (scripts/cli.ts) adds the app's staff commands.
 */

import { issueToken } from "./http/tokens";

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
