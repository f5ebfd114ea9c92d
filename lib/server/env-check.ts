import { checkEnv } from "./env";

/**
 * Imported first by server.ts: modules evaluated during its imports read the environment (the
 * platform's logger level), so the check runs before them and stops with a message, not a stack.
 */
const invalid = checkEnv();
if (invalid) {
  console.error(invalid);
  process.exit(1);
}
