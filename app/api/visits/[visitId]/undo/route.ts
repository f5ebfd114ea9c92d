import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { visits } from "@/lib/platform/operations";
import { tellDesks } from "@/lib/bff/live-events";
import { liveTopics } from "@/lib/contract/live";

export const POST = bffEndpoint(visitApi.undoVisit, async ({ caller, params, body }) => {
  const undone = await callPlatform(caller, visits.undoVisit, { params, body });
  await tellDesks(liveTopics.siteVisits(undone.siteId));
  return undone;
});
