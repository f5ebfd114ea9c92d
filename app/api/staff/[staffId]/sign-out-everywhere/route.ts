import { bffRoute } from "@/lib/bff/route";
import { staffIdParam } from "@/lib/api/params";
import { signOutEverywhere } from "@/lib/auth/staff-accounts";
import { clientAddress } from "@/lib/auth/client-address";

/** Ends every session of a staff member. */
export const POST = bffRoute(
  { roles: ["admin"], params: { staffId: staffIdParam }, mutation: true },
  async ({ params, session, req }) => ({
    sessionsEnded: await signOutEverywhere(params.staffId, session.staffId, clientAddress(req.headers)),
  }),
);
