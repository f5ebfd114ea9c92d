import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";
import { readMemberLanguage, saveMemberLanguage } from "@frontdesk/lib/outbox/member-language";

// The member is read from the platform first: an unknown member is a 404, never a language kept for nobody.
export const GET = bffEndpoint(memberApi.language, async ({ caller, params }) => {
  await callPlatform(caller, members.getMember, { params });
  return readMemberLanguage(params.memberId);
});

export const PUT = bffEndpoint(memberApi.setLanguage, async ({ caller, params, body }) => {
  await callPlatform(caller, members.getMember, { params });
  return saveMemberLanguage(params.memberId, body.language, caller.staffId);
});
