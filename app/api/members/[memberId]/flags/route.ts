import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { readMemberFlags } from "@/lib/bff/member-flags";

export const GET = bffEndpoint(memberApi.flags, async ({ caller, params }) => readMemberFlags(caller, params.memberId));
