import { codeLockedMessage, codeRefusedMessage } from "@frontdesk/lib/contract/factors";
import type { CodeCheck } from "@frontdesk/lib/auth/factors";
import { factorsOf } from "@frontdesk/lib/auth/factors";
import type { PasskeyRefusal } from "@frontdesk/lib/auth/passkeys";
import type { StaffSession } from "@frontdesk/lib/auth/session";
import { BffProblem, provenRecently, stepUpRequired } from "./route";
import { problem, validationProblem } from "@frontdesk/lib/contract/problem";

/** A refused code: under the code field, in the same words whatever was wrong; a lock as a 429. */
export function refusedCode(check: CodeCheck & { ok: false }): never {
  if (check.locked) throw new BffProblem(problem(429, codeLockedMessage));
  throw new BffProblem(validationProblem({ code: [codeRefusedMessage] }));
}

/** A refused passkey, in the words of why (lib/contract/factors.ts passkeyRefusals); a lock as a 429. */
export function refusedPasskey(refusal: PasskeyRefusal): never {
  throw new BffProblem(problem(refusal.locked ? 429 : 400, refusal.locked ? codeLockedMessage : refusal.message));
}

/** A session that owes the proof of its factor may not add another one (a password alone must not add a factor). */
export function mustNotOweProof(session: StaffSession) {
  if (session.pending === "verify") throw new BffProblem(problem(403, "Problems.factors.confirmFirst"));
}

/**
 * Adding a factor is a step-up action for someone who already has one (a stolen session must not add
 * its own); someone setting up their first has nothing to prove yet.
 */
export async function mustProveHeldFactor(session: StaffSession) {
  if (provenRecently(session)) return;
  if ((await factorsOf(session.staffId)).length > 0) throw new BffProblem(stepUpRequired());
}
