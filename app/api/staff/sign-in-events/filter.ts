import { BffProblem } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { signInEventQuery } from "@/lib/contract/staff";

/** The sign-in audit's filters from the query (the list and its CSV export read them alike); 400 by field. */
export function signInEventFilterOf(query: URLSearchParams) {
  const parsed = signInEventQuery.safeParse(Object.fromEntries([...query].filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
    throw new BffProblem(problem(400, Object.values(errors).flat()[0], { title: "One or more validation errors occurred.", errors }));
  }
  if (parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to) {
    throw new BffProblem(problem(400, "The first day must not be after the last day.", { errors: { to: ["The first day must not be after the last day."] } }));
  }
  return parsed.data;
}
