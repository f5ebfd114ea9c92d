import { bffRoute } from "@/lib/bff/route";
import { staffIdParam } from "@/lib/api/params";
import { resetPassword } from "@/lib/auth/staff-accounts";

/** Reset password: a new one-time set-password link (earlier ones stop working). */
export const POST = bffRoute(
  { roles: ["admin"], params: { staffId: staffIdParam }, mutation: true },
  ({ params, session }) => resetPassword(params.staffId, session.staffId),
);
