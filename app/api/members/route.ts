import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { searchMembersWithFlags } from "@/lib/bff/member-flags";

/** Member search, each result with its desk flags (one platform read per page). */
export const GET = bffEndpoint(memberApi.search, async ({ caller, query }) => searchMembersWithFlags(caller, query));
