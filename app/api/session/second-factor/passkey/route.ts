import { factorApi } from "@/lib/api/factors";
import { bffEndpoint } from "@/lib/bff/route";
import { startPasskeyProof } from "@/lib/auth/passkeys";

export const POST = bffEndpoint(factorApi.passkeyProof, async ({ session }) => startPasskeyProof(session.staffId));
