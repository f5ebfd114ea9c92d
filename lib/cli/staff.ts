/**
 * The CLI's staff commands (lib/cli/index.ts): they open the app's database (DATABASE_URL, as the server does).
 */
import { addStaff, resetPassword } from "@frontdesk/lib/auth/staff-accounts";
import { resetFactors } from "@frontdesk/lib/auth/factors";
import { BffProblem } from "@frontdesk/lib/contract/problem";
import { problemIn } from "@frontdesk/lib/contract/said-words";
import { parseOptions } from "@frontdesk/lib/platform/cli";

/** Adds a staff member and answers the lines to print: who, and their one-time set-password link. */
export async function staffAddCommand(args: string[]): Promise<string> {
  const o = parseOptions(args);
  if (!o["--email"] || !o["--role"]) throw new Error("staff add needs --role and --email");
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
      // the command line speaks English: a message of Frontdesk's own is a catalogue key until said
      const said = problemIn("en", error.problem);
      const messages = Object.entries(said.errors ?? {}).map(([field, list]) => `${field}: ${list.join(" ")}`);
      throw new Error(messages.length ? messages.join("; ") : (said.detail ?? said.title));
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
  const removed = await resetFactors(username, null);
  if (removed === undefined) throw new Error(`there is no staff member with the username ${username}`);
  return `Removed ${removed} second ${removed === 1 ? "factor" : "factors"} of ${username} and ended their sessions.`;
}

/**
 * Removes a staff member's password and ends their sessions, and answers a one-time link to set a new one: what a
 * server refusing to start over the demo's password asks for (lib/app-db/demo-guard.ts), and an admin's way back in.
 */
export async function staffResetPasswordCommand(args: string[]): Promise<string> {
  const username = args[0]?.trim().toLowerCase();
  if (!username) throw new Error("staff reset-password needs a username");
  try {
    const link = await resetPassword(username, null, { clearCurrent: true });
    return [
      `Removed the password of ${username} and ended their sessions.`,
      `One-time set-password link (works once, until ${link.expiresAt}):`,
      link.url,
    ].join("\n");
  } catch (error) {
    if (error instanceof BffProblem) throw new Error(`there is no staff member with the username ${username}`);
    throw error;
  }
}
