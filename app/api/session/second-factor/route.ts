import { factorApi } from "@frontdesk/lib/api/factors";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { proveCode } from "@frontdesk/lib/auth/factors";
import { provePasskey } from "@frontdesk/lib/auth/passkeys";
import { clientAddress } from "@frontdesk/lib/auth/client-address";
import { refusedCode, refusedPasskey } from "@frontdesk/lib/bff/factor-problems";

export const POST = bffEndpoint(factorApi.prove, async ({ session, body, req }) => {
  const address = clientAddress(req.headers);
  if (body.method === "passkey") {
    const proven = await provePasskey(session, body.challengeId, body.response, address);
    if (!proven.ok) refusedPasskey(proven);
    return;
  }
  const proven = await proveCode(session, body.method, body.code, address);
  if (!proven.ok) refusedCode(proven);
});
