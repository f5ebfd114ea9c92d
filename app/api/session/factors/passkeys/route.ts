import { factorApi } from "@/lib/api/factors";
import { bffEndpoint } from "@/lib/bff/route";
import { finishPasskeyRegistration } from "@/lib/auth/passkeys";
import { mustNotOweProof, refusedPasskey } from "@/lib/bff/factor-problems";

// No step-up here: the challenge was handed out (options) to a session that had proven its factor.
export const POST = bffEndpoint(factorApi.addPasskey, async ({ session, body }) => {
  mustNotOweProof(session);
  const added = await finishPasskeyRegistration(session, body.challengeId, body.name, body.response);
  if (!added.ok) refusedPasskey(added);
  return { ...added.factor, recoveryCodes: added.recoveryCodes };
});
