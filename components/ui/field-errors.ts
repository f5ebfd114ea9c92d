import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ProblemError } from "@frontdesk/lib/contract/problem";

/**
 * Puts a problem's field errors (RFC 9457 `errors`) under the form's fields named in `fields`;
 * answers whether any matched, so the caller can fall back to a toast or a form-level message.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ProblemError) || !error.problem.errors) return false;
  let matched = false;
  for (const [field, messages] of Object.entries(error.problem.errors)) {
    if (fields.includes(field) && messages.length) {
      setError(field as Path<T>, { type: "server", message: messages.join(" ") });
      matched = true;
    }
  }
  return matched;
}
