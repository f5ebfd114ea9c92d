import { bffRoute } from "@/lib/bff/route";
import { listDataAccess } from "@/lib/bff/audit";
import { dataAccessFilterOf } from "./filter";

/**
 * The data-access audit (UK GDPR accountability): every read and change of a member's medical
 * details, consent, addresses and payment card by a staff member, newest first, a page at a time
 * (`after` = the previous page's `next`), filtered by staff member, member, action and venue days.
 */
export const GET = bffRoute({ roles: ["admin"] }, async ({ query }) => listDataAccess(dataAccessFilterOf(query)));
