import { said } from "./said";
import type { StaffWording } from "./problem";

/**
 * The platform's visit refusals (its plain-text 404s and 409s, to the letter there: conformance) in the door's words,
 * in the screen's language (docs/decisions/026-words-from-lib.md): English staff read the platform's own sentence.
 */
export const visitWordings: readonly StaffWording[] = [
  {
    match: /^Visit (\d+) was already recorded as left$/,
    say: (m) => said("Words.visits.alreadyLeft", { visitId: m[1]! }),
  },
  {
    match: /^Visit (\d+) was undone: there is no visit to leave$/,
    say: (m) => said("Words.visits.undoneNoLeave", { visitId: m[1]! }),
  },
  {
    match: /^Visit (\d+) was already undone$/,
    say: (m) => said("Words.visits.alreadyUndone", { visitId: m[1]! }),
  },
  {
    match: /^Visit (\d+) does not exist$/,
    say: (m) => said("Words.visits.notFound", { visitId: m[1]! }),
  },
];
