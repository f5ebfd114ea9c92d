import { bffRoute } from "@/lib/bff/route";
import { roles } from "@/lib/auth/roles";
import { signOutEverywhere } from "@/lib/auth/staff-accounts";
import { clientAddress } from "@/lib/auth/client-address";

/** The signed-in staff member ends all their own sessions (this one included). */
export const POST = bffRoute({ roles, mutation: true }, async ({ session, req }) => ({
  sessionsEnded: await signOutEverywhere(session.staffId, session.staffId, clientAddress(req.headers)),
}));
