import { factorApi } from "@/lib/api/factors";
import { bffEndpoint } from "@/lib/bff/route";
import { confirmTotpEnrolment } from "@/lib/auth/factors";
import { clientAddress } from "@/lib/auth/client-address";
import { mustNotOweProof, refusedCode } from "@/lib/bff/factor-problems";

export const POST = bffEndpoint(factorApi.confirmTotp, async ({ session, params, body, req }) => {
  mustNotOweProof(session);
  const confirmed = await confirmTotpEnrolment(session, params.factorId, body.code, clientAddress(req.headers));
  if (!confirmed.ok) refusedCode(confirmed);
  return { recoveryCodes: confirmed.recoveryCodes };
});
