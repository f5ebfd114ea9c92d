import { BffProblem, parseInput } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { signInEventQuery } from "@/lib/contract/staff";

/** The sign-in audit's filters from the query (the list and its CSV export read them alike); 400 by field. */
export function signInEventFilterOf(query: URLSearchParams) {
  const filters = parseInput(signInEventQuery, Object.fromEntries([...query].filter(([, v]) => v !== "")));
  if (filters.from && filters.to && filters.from > filters.to) {
    throw new BffProblem(
      problem(400, "The first day must not be after the last day.", {
        errors: { to: ["The first day must not be after the last day."] },
      }),
    );
  }
  return filters;
}
