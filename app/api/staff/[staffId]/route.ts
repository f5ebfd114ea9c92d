import { staffApi } from "@frontdesk/lib/api/staff";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { changeStaff } from "@frontdesk/lib/auth/staff-accounts";

export const PATCH = bffEndpoint(staffApi.change, ({ body, params, caller }) =>
  changeStaff(params.staffId, body, caller),
);
