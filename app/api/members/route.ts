import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { searchMembersWithFlags } from "@frontdesk/lib/bff/member-flags";

/** Member search, each result with its desk flags (one platform read per page). */
export const GET = bffEndpoint(memberApi.search, async ({ caller, query }) => searchMembersWithFlags(caller, query));
