import { BffProblem } from "@/lib/bff/route";
import { inStaffWords, problemFromPlatform } from "@/lib/bff/problem";
import { interactionWordings } from "@/lib/bff/interaction-words";
import { PlatformFailure } from "@/lib/client/transport";
import { interactionFieldOf } from "@/lib/client/prospects";

/**
 * The platform answers interaction failures in plain text; the form wants them under their field.
 * Re-throws a PlatformFailure as a problem whose `errors` names the field the message is about,
 * in the sales team's words (interaction-words.ts).
 */
export async function withInteractionFieldErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof PlatformFailure)) throw error;
    const problem = problemFromPlatform(error.status, error.contentType, error.bodyText);
    const field = problem.detail ? interactionFieldOf(problem.detail) : undefined;
    throw new BffProblem(
      inStaffWords(
        field && !problem.errors ? { ...problem, errors: { [field]: [problem.detail!] } } : problem,
        interactionWordings,
      ),
    );
  }
}
