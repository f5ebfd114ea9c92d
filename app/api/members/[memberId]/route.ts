import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(memberApi.overview, async ({ caller, params }) =>
  callPlatform(caller, members.getMember, { params: { memberId: params.memberId } }),
);
