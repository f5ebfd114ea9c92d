import { staffFactorApi } from "@frontdesk/lib/api/factors";
import { BffProblem, bffEndpoint } from "@frontdesk/lib/bff/route";
import { problem } from "@frontdesk/lib/contract/problem";
import { resetFactors } from "@frontdesk/lib/auth/factors";

export const POST = bffEndpoint(staffFactorApi.reset, async ({ session, params }) => {
  const factorsRemoved = await resetFactors(params.staffId, session.staffId);
  if (factorsRemoved === undefined) throw new BffProblem(problem(404, "Problems.staff.notFound"));
  return { factorsRemoved };
});
