import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { eraseMessagesOf } from "@frontdesk/lib/outbox/outbox";
import { members } from "@frontdesk/lib/platform/operations";

// The platform erases first (its answer is the acknowledged change); then the app's messages to the member
// lose their content (kept: that they were sent), and any still waiting fail unsent. Erasing again repeats both.
export const POST = bffEndpoint(memberApi.erasure, async ({ caller, params }) => {
  const result = await callPlatform(caller, members.eraseMember, { params: { memberId: params.memberId } });
  await eraseMessagesOf(params.memberId);
  return result;
});
