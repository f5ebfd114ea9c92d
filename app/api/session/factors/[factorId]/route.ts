import { factorApi } from "@frontdesk/lib/api/factors";
import { BffProblem, bffEndpoint } from "@frontdesk/lib/bff/route";
import { problem } from "@frontdesk/lib/contract/problem";
import { removeFactor, renameFactor } from "@frontdesk/lib/auth/factors";
import { lastFactorMessage } from "@frontdesk/lib/contract/factors";

const notFound = () => new BffProblem(problem(404, "Problems.factors.notFound"));

export const PATCH = bffEndpoint(factorApi.rename, async ({ session, params, body }) => {
  if (!(await renameFactor(session.staffId, params.factorId, body.name))) throw notFound();
});

export const DELETE = bffEndpoint(factorApi.remove, async ({ session, params }) => {
  const removed = await removeFactor(session, params.factorId);
  if (removed === "missing") throw notFound();
  if (removed === "last-required") throw new BffProblem(problem(409, lastFactorMessage));
});
