import { staffApi } from "@/lib/api/staff";
import { bffEndpoint } from "@/lib/bff/route";
import { signOutEverywhere } from "@/lib/auth/staff-accounts";
import { clientAddress } from "@/lib/auth/client-address";

export const POST = bffEndpoint(staffApi.signOutEverywhere, async ({ params, session, req }) => ({
  sessionsEnded: await signOutEverywhere(params.staffId, session.staffId, clientAddress(req.headers)),
}));
