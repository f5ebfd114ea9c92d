import { factorApi } from "@frontdesk/lib/api/factors";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { startTotpEnrolment } from "@frontdesk/lib/auth/factors";
import { mustNotOweProof, mustProveHeldFactor } from "@frontdesk/lib/bff/factor-problems";

export const POST = bffEndpoint(factorApi.startTotp, async ({ session }) => {
  mustNotOweProof(session);
  await mustProveHeldFactor(session);
  const { factorId, key, qrSvg } = await startTotpEnrolment(session.staffId);
  return { factorId, key, qrSvg };
});
