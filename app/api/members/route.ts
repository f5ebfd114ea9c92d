import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { searchMembers } from "@/lib/client/members";

export const GET = bffEndpoint(memberApi.search, async ({ caller, query }) => searchMembers(caller, query));
