import { factorApi } from "@frontdesk/lib/api/factors";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { factorPolicies, factorsOf, recoveryCodesLeft } from "@frontdesk/lib/auth/factors";

export const GET = bffEndpoint(factorApi.mine, async ({ session }) => ({
  factors: await factorsOf(session.staffId),
  recoveryCodesLeft: await recoveryCodesLeft(session.staffId),
  required: (await factorPolicies())[session.role],
  pending: session.pending ?? null,
}));
