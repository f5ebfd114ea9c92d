import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { visits } from "@/lib/platform/operations";
import { tellDesks } from "@/lib/bff/live-events";
import { liveTopics } from "@/lib/contract/live";

export const PUT = bffEndpoint(visitApi.assignCard, async ({ caller, params, body }) => {
  const card = await callPlatform(caller, visits.assignCard, { params, body });
  tellDesks(liveTopics.member(params.memberId));
  return card;
});
