import { staffFactorApi } from "@/lib/api/factors";
import { BffProblem, bffEndpoint } from "@/lib/bff/route";
import { problem } from "@/lib/contract/problem";
import { resetFactors } from "@/lib/auth/factors";

export const POST = bffEndpoint(staffFactorApi.reset, async ({ session, params }) => {
  const factorsRemoved = await resetFactors(params.staffId, session.staffId);
  if (factorsRemoved === undefined) throw new BffProblem(problem(404, "Problems.staff.notFound"));
  return { factorsRemoved };
});
