import { asc } from "drizzle-orm";
import { bffRoute } from "@/lib/bff/route";
import { addStaffRequest } from "@/lib/contract/staff";
import { addStaff, listStaff } from "@/lib/auth/staff-accounts";
import { getPlatform } from "@/lib/platform";
import { sites } from "@/lib/platform/db/schema";

/** The admin's Staff screen: every staff member, and the sites a home site is chosen from. */
export const GET = bffRoute({ roles: ["admin"] }, async () => {
  const { db } = await getPlatform().database;
  const siteList = await db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(asc(sites.name));
  return { staff: await listStaff(), sites: siteList };
});

/** Adds a staff member; the answer holds their one-time set-password link (shown once). */
export const POST = bffRoute({ roles: ["admin"], mutation: true, body: addStaffRequest }, ({ body, session }) => addStaff(body, session.staffId));
