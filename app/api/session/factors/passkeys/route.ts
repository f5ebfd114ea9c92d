import { factorApi } from "@frontdesk/lib/api/factors";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { finishPasskeyRegistration } from "@frontdesk/lib/auth/passkeys";
import { mustNotOweProof, refusedPasskey } from "@frontdesk/lib/bff/factor-problems";

// No step-up here: the challenge was handed out (options) to a session that had proven its factor.
export const POST = bffEndpoint(factorApi.addPasskey, async ({ session, body }) => {
  mustNotOweProof(session);
  const added = await finishPasskeyRegistration(session, body.challengeId, body.name, body.response);
  if (!added.ok) refusedPasskey(added);
  return { ...added.factor, recoveryCodes: added.recoveryCodes };
});
