import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";

export const POST = bffEndpoint(memberApi.erasure, async ({ caller, params }) =>
  callPlatform(caller, members.eraseMember, { params: { memberId: params.memberId } }),
);
