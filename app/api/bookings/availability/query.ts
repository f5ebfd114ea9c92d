import { availabilityQuery } from "@/lib/contract/bookings";
import { BffProblem } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";

/** The site and day from the query (the sessions list and the waiting-lists export read them alike); 400 by field. */
export function siteDayOf(query: URLSearchParams) {
  const parsed = availabilityQuery.safeParse({ siteId: query.get("siteId") ?? "", date: query.get("date") ?? "" });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join(".") || "form"] ??= []).push(issue.message);
    throw new BffProblem(problem(400, Object.values(errors).flat()[0], { title: "One or more validation errors occurred.", errors }));
  }
  return parsed.data;
}
