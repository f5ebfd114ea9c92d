import { factorApi } from "@frontdesk/lib/api/factors";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { startPasskeyRegistration } from "@frontdesk/lib/auth/passkeys";
import { mustNotOweProof, mustProveHeldFactor } from "@frontdesk/lib/bff/factor-problems";

export const POST = bffEndpoint(factorApi.startPasskey, async ({ session }) => {
  mustNotOweProof(session);
  await mustProveHeldFactor(session);
  return startPasskeyRegistration(session.staffId);
});
