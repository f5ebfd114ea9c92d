import { factorApi } from "@/lib/api/factors";
import { bffEndpoint } from "@/lib/bff/route";
import { factorPolicies, factorsOf, recoveryCodesLeft } from "@/lib/auth/factors";

export const GET = bffEndpoint(factorApi.mine, async ({ session }) => ({
  factors: await factorsOf(session.staffId),
  recoveryCodesLeft: await recoveryCodesLeft(session.staffId),
  required: (await factorPolicies())[session.role],
  pending: session.pending ?? null,
}));
