import { memberRecordRoles } from "@/lib/auth/roles";
import { availabilityQuery } from "@/lib/contract/bookings";
import { BffProblem, bffRoute } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { listAvailability } from "@/lib/client/bookings";

/** A site's sessions on one day (?siteId=&date=yyyy-MM-dd) with places and waiting members. */
export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller, query }) => {
  const parsed = availabilityQuery.safeParse({ siteId: query.get("siteId") ?? "", date: query.get("date") ?? "" });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join(".") || "form"] ??= []).push(issue.message);
    throw new BffProblem(problem(400, Object.values(errors).flat()[0], { title: "One or more validation errors occurred.", errors }));
  }
  return listAvailability(caller, parsed.data.siteId, parsed.data.date);
});
