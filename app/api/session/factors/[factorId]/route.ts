import { factorApi } from "@/lib/api/factors";
import { BffProblem, bffEndpoint } from "@/lib/bff/route";
import { problem } from "@/lib/contract/problem";
import { removeFactor } from "@/lib/auth/factors";

export const DELETE = bffEndpoint(factorApi.remove, async ({ session, params }) => {
  if (!(await removeFactor(session.staffId, params.factorId)))
    throw new BffProblem(problem(404, "This second factor could not be found. Reload the page."));
});
