import { said } from "./said";
import type { StaffWording } from "./problem";

/**
 * Words every BFF route says the same way (docs/decisions/026-words-from-lib.md): the failures of reaching the platform
 * or its database, whose English the layers below keep (the platform answers them, the breaker raises them, the shell's
 * banner reads them), said in the request's language when they reach a person as a problem.
 */
export const commonWordings: readonly StaffWording[] = [
  {
    match:
      /^The venue platform cannot be reached since (.+)\. What you see was read before then; changes cannot be saved\.$/,
    say: (m) => said("Problems.platformUnreachable", { since: m[1]! }),
  },
  {
    match: /^The platform cannot be reached\. Try again in a moment; if it keeps happening, tell your administrator\.$/,
    say: "Problems.platformNotReached",
  },
  {
    match: /^The venue's database is restarting; try again in a moment\.$/,
    say: "Problems.databaseRestarting",
  },
];
