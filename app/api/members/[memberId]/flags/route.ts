import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { readMemberFlags } from "@frontdesk/lib/bff/member-flags";

export const GET = bffEndpoint(memberApi.flags, async ({ caller, params }) => readMemberFlags(caller, params.memberId));
