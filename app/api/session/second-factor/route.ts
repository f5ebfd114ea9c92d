import { factorApi } from "@/lib/api/factors";
import { bffEndpoint } from "@/lib/bff/route";
import { proveCode } from "@/lib/auth/factors";
import { clientAddress } from "@/lib/auth/client-address";
import { refusedCode } from "@/lib/bff/factor-problems";

export const POST = bffEndpoint(factorApi.prove, async ({ session, body, req }) => {
  const proven = await proveCode(session, body.method, body.code, clientAddress(req.headers));
  if (!proven.ok) refusedCode(proven);
});
