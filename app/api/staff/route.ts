import { staffApi } from "@frontdesk/lib/api/staff";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { addStaff, listStaffAndSites } from "@frontdesk/lib/auth/staff-accounts";

export const GET = bffEndpoint(staffApi.list, ({ caller }) => listStaffAndSites(caller));

export const POST = bffEndpoint(staffApi.add, ({ body, caller }) => addStaff(body, caller));
