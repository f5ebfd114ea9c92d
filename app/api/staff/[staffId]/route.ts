import { bffRoute } from "@/lib/bff/route";
import { staffIdParam } from "@/lib/api/params";
import { changeStaffRequest } from "@/lib/contract/staff";
import { changeStaff } from "@/lib/auth/staff-accounts";

/** One change to a staff record: role, active (deactivate / reactivate) or home site. */
export const PATCH = bffRoute(
  { roles: ["admin"], params: { staffId: staffIdParam }, mutation: true, body: changeStaffRequest },
  ({ body, params, session }) => changeStaff(params.staffId, body, session.staffId),
);
