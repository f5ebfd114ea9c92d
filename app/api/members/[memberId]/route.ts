import { memberReadRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { getMemberOverview } from "@/lib/client/members";

export const GET = bffRoute({ roles: memberReadRoles, params: memberPath }, async ({ caller, params }) =>
  getMemberOverview(caller, params.memberId),
);
