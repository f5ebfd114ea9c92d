import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { eraseMessagesOf } from "@/lib/outbox/outbox";
import { members } from "@/lib/platform/operations";

// The platform erases first (its answer is the acknowledged change); then the app's messages to the member
// lose their content (kept: that they were sent), and any still waiting fail unsent. Erasing again repeats both.
export const POST = bffEndpoint(memberApi.erasure, async ({ caller, params }) => {
  const result = await callPlatform(caller, members.eraseMember, { params: { memberId: params.memberId } });
  await eraseMessagesOf(params.memberId);
  return result;
});
