import { factorApi } from "@/lib/api/factors";
import { bffEndpoint } from "@/lib/bff/route";
import { startTotpEnrolment } from "@/lib/auth/factors";
import { mustNotOweProof, mustProveHeldFactor } from "@/lib/bff/factor-problems";

export const POST = bffEndpoint(factorApi.startTotp, async ({ session }) => {
  mustNotOweProof(session);
  await mustProveHeldFactor(session);
  const { factorId, key, qrSvg } = await startTotpEnrolment(session.staffId);
  return { factorId, key, qrSvg };
});
