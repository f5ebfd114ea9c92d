import { codeLockedMessage, codeRefusedMessage } from "@/lib/contract/factors";
import type { CodeCheck } from "@/lib/auth/factors";
import type { StaffSession } from "@/lib/auth/session";
import { BffProblem } from "./route";
import { problem, validationProblem } from "@/lib/contract/problem";

/** A refused code: under the code field, in the same words whatever was wrong; a lock as a 429. */
export function refusedCode(check: CodeCheck & { ok: false }): never {
  if (check.locked) throw new BffProblem(problem(429, codeLockedMessage));
  throw new BffProblem(validationProblem({ code: [codeRefusedMessage] }));
}

/** A session that owes the proof of its factor may not add another one (a password alone must not add a factor). */
export function mustNotOweProof(session: StaffSession) {
  if (session.pending === "verify")
    throw new BffProblem(problem(403, "Confirm your second factor before you add another one."));
}
