import { BffProblem } from "@frontdesk/lib/bff/route";
import { problemFromPlatform } from "@frontdesk/lib/contract/problem";
import { inStaffWords } from "@frontdesk/lib/contract/staff-words";
import { interactionWordings } from "@frontdesk/lib/contract/interaction-words";
import { PlatformFailure } from "@frontdesk/lib/client/transport";

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

/**
 * The form field a platform message of endpoints 9 and 10 is about, so the BFF can put it under
 * that field: limits name their field first; the 422 references name the sub type or outcome.
 */
function interactionFieldOf(message: string): string | undefined {
  const leading = message.match(
    /^(interactionSubTypeId|details|nextActionDate|scheduledWith|scheduledBy|outcomeOfInteractionTypeId|duration|priority|emailConfirmationType|interactionStatus|reminder)\b/,
  );
  if (leading) return leading[1];
  if (/^Interaction outcome /.test(message)) return "outcomeOfInteractionTypeId";
  if (/^Interaction sub type /.test(message) || /non-empty interactionSubTypeId/.test(message))
    return "interactionSubTypeId";
  return undefined;
}

/** GET /api/prospects/members?search= — prospects by id or name prefix (board extension). */
