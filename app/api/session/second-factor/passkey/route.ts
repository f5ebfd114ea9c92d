import { factorApi } from "@frontdesk/lib/api/factors";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { startPasskeyProof } from "@frontdesk/lib/auth/passkeys";

export const POST = bffEndpoint(factorApi.passkeyProof, async ({ session }) => startPasskeyProof(session.staffId));
