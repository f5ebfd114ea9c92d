import { staffApi } from "@frontdesk/lib/api/staff";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { signOutEverywhere } from "@frontdesk/lib/auth/staff-accounts";
import { clientAddress } from "@frontdesk/lib/auth/client-address";

export const POST = bffEndpoint(staffApi.signOutEverywhere, async ({ params, session, req }) => ({
  sessionsEnded: await signOutEverywhere(params.staffId, session.staffId, clientAddress(req.headers)),
}));
