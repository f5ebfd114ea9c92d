import { staffApi } from "@/lib/api/staff";
import { bffEndpoint } from "@/lib/bff/route";
import { resetPassword } from "@/lib/auth/staff-accounts";

export const POST = bffEndpoint(staffApi.passwordLink, ({ params, session }) =>
  resetPassword(params.staffId, session.staffId),
);
