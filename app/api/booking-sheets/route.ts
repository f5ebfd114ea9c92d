import { bffRoute, BffProblem } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { getBookingSheet } from "@/lib/client/booking-sheets";

/** A site's booking sheet for a date range (managers). */
export const GET = bffRoute({ roles: ["manager"] }, async ({ caller, query }) => {
  const siteId = query.get("siteId") ?? "";
  const from = query.get("from") ?? "";
  const to = query.get("to") ?? "";
  if (!siteId || !from || !to) throw new BffProblem(problem(400, "siteId, from and to are required."));
  return getBookingSheet(caller, siteId, from, to);
});
