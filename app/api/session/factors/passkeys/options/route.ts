import { factorApi } from "@/lib/api/factors";
import { bffEndpoint } from "@/lib/bff/route";
import { startPasskeyRegistration } from "@/lib/auth/passkeys";
import { mustNotOweProof, mustProveHeldFactor } from "@/lib/bff/factor-problems";

export const POST = bffEndpoint(factorApi.startPasskey, async ({ session }) => {
  mustNotOweProof(session);
  await mustProveHeldFactor(session);
  return startPasskeyRegistration(session.staffId);
});
