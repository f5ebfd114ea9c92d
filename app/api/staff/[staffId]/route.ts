import { staffApi } from "@/lib/api/staff";
import { bffEndpoint } from "@/lib/bff/route";
import { changeStaff } from "@/lib/auth/staff-accounts";

export const PATCH = bffEndpoint(staffApi.change, ({ body, params, session }) =>
  changeStaff(params.staffId, body, session.staffId),
);
