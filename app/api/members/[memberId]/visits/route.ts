import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { recordStaffAudit } from "@/lib/bff/audit";
import { callPlatform, exchangePlatform } from "@/lib/client/call-platform";
import { visits } from "@/lib/platform/operations";
import { tellDesks } from "@/lib/bff/live-events";
import { liveTopics } from "@/lib/contract/live";

export const GET = bffEndpoint(visitApi.memberVisits, ({ caller, params, query }) =>
  callPlatform(caller, visits.listMemberVisits, { params, query: { limit: query.limit ?? 10 } }),
);

export const POST = bffEndpoint(visitApi.recordVisit, async ({ caller, session, params, body }) => {
  const { answer } = await exchangePlatform(caller, visits.recordVisit, {
    body: { ...body, memberId: params.memberId },
  });
  // letting someone in past a refusal is audited on its own, beside the visit's own row
  if (!answer.alreadyIn && answer.visit.method === "override")
    await recordStaffAudit({ staffId: session.staffId, memberId: params.memberId, action: "let in anyway" });
  if (!answer.alreadyIn)
    await tellDesks(liveTopics.siteVisits(answer.visit.siteId), liveTopics.member(params.memberId));
  return answer;
});
