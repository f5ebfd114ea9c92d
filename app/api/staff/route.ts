import { staffApi } from "@/lib/api/staff";
import { bffEndpoint } from "@/lib/bff/route";
import { addStaff, listStaffAndSites } from "@/lib/auth/staff-accounts";

export const GET = bffEndpoint(staffApi.list, () => listStaffAndSites());

export const POST = bffEndpoint(staffApi.add, ({ body, session }) => addStaff(body, session.staffId));
