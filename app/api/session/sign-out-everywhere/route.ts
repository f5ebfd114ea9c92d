import { staffApi } from "@/lib/api/staff";
import { bffEndpoint } from "@/lib/bff/route";
import { signOutEverywhere } from "@/lib/auth/staff-accounts";
import { clientAddress } from "@/lib/auth/client-address";

export const POST = bffEndpoint(staffApi.signOutMyselfEverywhere, async ({ session, req }) => ({
  sessionsEnded: await signOutEverywhere(session.staffId, session.staffId, clientAddress(req.headers)),
}));
