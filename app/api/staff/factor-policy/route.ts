import { staffFactorApi } from "@frontdesk/lib/api/factors";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { factorPolicies, setFactorPolicy } from "@frontdesk/lib/auth/factors";

export const PUT = bffEndpoint(staffFactorApi.setPolicy, async ({ session, body }) => {
  await setFactorPolicy(body.role, body.required, session.staffId);
  return factorPolicies();
});
