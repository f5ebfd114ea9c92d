import { factorApi } from "@frontdesk/lib/api/factors";
import { BffProblem, bffEndpoint } from "@frontdesk/lib/bff/route";
import { problem } from "@frontdesk/lib/contract/problem";
import { renewRecoveryCodes } from "@frontdesk/lib/auth/factors";

export const POST = bffEndpoint(factorApi.renewRecoveryCodes, async ({ session }) => {
  const codes = await renewRecoveryCodes(session.staffId);
  if (!codes) throw new BffProblem(problem(409, "Problems.factors.recoveryNeedsFactor"));
  return { recoveryCodes: codes };
});
