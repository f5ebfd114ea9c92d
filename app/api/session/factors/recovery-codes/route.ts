import { factorApi } from "@/lib/api/factors";
import { BffProblem, bffEndpoint } from "@/lib/bff/route";
import { problem } from "@/lib/contract/problem";
import { renewRecoveryCodes } from "@/lib/auth/factors";

export const POST = bffEndpoint(factorApi.renewRecoveryCodes, async ({ session }) => {
  const codes = await renewRecoveryCodes(session.staffId);
  if (!codes) throw new BffProblem(problem(409, "Problems.factors.recoveryNeedsFactor"));
  return { recoveryCodes: codes };
});
