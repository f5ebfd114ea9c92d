import { bffRoute, BffProblem, parseInput } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { signInEventQuery } from "@/lib/contract/staff";
import { listSignInEvents } from "@/lib/auth/sign-in-events";

/** The sign-in audit, newest first, filtered by staff member, kind and days. */
export const GET = bffRoute({ roles: ["admin"] }, async ({ query }) => {
  const filters = parseInput(signInEventQuery, Object.fromEntries([...query].filter(([, v]) => v !== "")));
  if (filters.from && filters.to && filters.from > filters.to) {
    throw new BffProblem(problem(400, "The first day must not be after the last day.", { errors: { to: ["The first day must not be after the last day."] } }));
  }
  return listSignInEvents(filters);
});
