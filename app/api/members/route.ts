import { memberReadRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { searchMembers } from "@/lib/client/members";

/** Member search: results as the desk types (exact id, then name prefix, then email/phone). */
export const GET = bffRoute({ roles: memberReadRoles }, async ({ caller, query }) =>
  searchMembers(caller, {
    search: query.get("search") ?? undefined,
    limit: Number(query.get("limit")) || undefined,
    offset: Number(query.get("offset")) || undefined,
  }),
);
