import { factorApi } from "@frontdesk/lib/api/factors";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { confirmTotpEnrolment } from "@frontdesk/lib/auth/factors";
import { clientAddress } from "@frontdesk/lib/auth/client-address";
import { mustNotOweProof, refusedCode } from "@frontdesk/lib/bff/factor-problems";

export const POST = bffEndpoint(factorApi.confirmTotp, async ({ session, params, body, req }) => {
  mustNotOweProof(session);
  const confirmed = await confirmTotpEnrolment(session, params.factorId, body.code, clientAddress(req.headers));
  if (!confirmed.ok) refusedCode(confirmed);
  return { recoveryCodes: confirmed.recoveryCodes };
});
