import { bffRoute } from "@/lib/bff/route";
import { searchProspects } from "@/lib/client/prospects";
import { salesRoles } from "../interaction-problem";

/** Prospects to raise an interaction for, by id or name prefix. */
export const GET = bffRoute({ roles: salesRoles }, async ({ caller, query }) =>
  searchProspects(caller, query.get("search") ?? "", Number(query.get("limit")) || 10),
);
