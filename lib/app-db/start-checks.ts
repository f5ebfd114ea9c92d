import { demoPasswordRefusal } from "./demo-guard";
import { prepareStoredSecrets } from "./stored-secrets";
import type { AppDatabase } from "./types";

/** Where the checks say what they found: the server's logger (console, or pino's info and error). */
export interface StartLog {
  info(message: string): void;
  error(message: string): void;
}

/**
 * The app's checks once its database is open at server start (server.ts), before anyone signs in: a staff account
 * with the demo's password on a venue's database (./demo-guard.ts), and the secrets kept in the database
 * (./stored-secrets.ts: every one opens with the keys given, and plain ones from before 0.2.0 are sealed). Answers
 * true when the server must stop; the reason, in words, is logged.
 */
export async function refusedAtStart(db: AppDatabase, log: StartLog): Promise<boolean> {
  const demo = await demoPasswordRefusal(db);
  if (demo) {
    log.error(demo);
    return true;
  }
  const secrets = await prepareStoredSecrets(db);
  for (const note of secrets.notes) log.info(note);
  if (secrets.refusal) {
    log.error(`Refusing to start: ${secrets.refusal}`);
    return true;
  }
  return false;
}
