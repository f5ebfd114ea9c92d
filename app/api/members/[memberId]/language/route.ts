import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";
import { readMemberLanguage, saveMemberLanguage } from "@/lib/outbox/member-language";

// The member is read from the platform first: an unknown member is a 404, never a language kept for nobody.
export const GET = bffEndpoint(memberApi.language, async ({ caller, params }) => {
  await callPlatform(caller, members.getMember, { params });
  return readMemberLanguage(params.memberId);
});

export const PUT = bffEndpoint(memberApi.setLanguage, async ({ caller, params, body }) => {
  await callPlatform(caller, members.getMember, { params });
  return saveMemberLanguage(params.memberId, body.language, caller.staffId);
});
