import { bffRoute } from "@/lib/bff/route";
import { addStaffRequest } from "@/lib/contract/staff";
import { addStaff, listStaffAndSites } from "@/lib/auth/staff-accounts";

/** The admin's Staff screen: every staff member, and the sites a home site is chosen from. */
export const GET = bffRoute({ roles: ["admin"] }, ({ caller }) => listStaffAndSites(caller));

/** Adds a staff member; the answer holds their one-time set-password link (shown once). */
export const POST = bffRoute({ roles: ["admin"], mutation: true, body: addStaffRequest }, ({ body, caller }) =>
  addStaff(body, caller),
);
