import { visitApi } from "@frontdesk/lib/api/visits";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { visits } from "@frontdesk/lib/platform/operations";
import { tellDesks } from "@frontdesk/lib/bff/live-events";
import { liveTopics } from "@frontdesk/lib/contract/live";

export const PUT = bffEndpoint(visitApi.assignCard, async ({ caller, params, body }) => {
  const card = await callPlatform(caller, visits.assignCard, { params, body });
  tellDesks(liveTopics.member(params.memberId));
  return card;
});
