import { staffFactorApi } from "@/lib/api/factors";
import { bffEndpoint } from "@/lib/bff/route";
import { factorPolicies, setFactorPolicy } from "@/lib/auth/factors";

export const PUT = bffEndpoint(staffFactorApi.setPolicy, async ({ session, body }) => {
  await setFactorPolicy(body.role, body.required, session.staffId);
  return factorPolicies();
});
