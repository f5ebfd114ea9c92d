import { staffApi } from "@frontdesk/lib/api/staff";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { resetPassword } from "@frontdesk/lib/auth/staff-accounts";

export const POST = bffEndpoint(staffApi.passwordLink, ({ params, session }) =>
  resetPassword(params.staffId, session.staffId),
);
