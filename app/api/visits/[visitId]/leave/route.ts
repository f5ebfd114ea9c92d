import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { recordStaffAudit } from "@/lib/bff/audit";
import { callPlatform } from "@/lib/client/call-platform";
import { visits } from "@/lib/platform/operations";
import { tellDesks } from "@/lib/bff/live-events";
import { liveTopics } from "@/lib/contract/live";
import { visitWordings } from "@/lib/contract/door-words";

export const POST = bffEndpoint(
  visitApi.recordLeaving,
  async ({ caller, session, params }) => {
    const left = await callPlatform(caller, visits.recordLeaving, { params });
    // audited under the visit's member (the path names the visit)
    await recordStaffAudit({ staffId: session.staffId, memberId: left.memberId, action: "recorded leaving" });
    tellDesks(liveTopics.siteVisits(left.siteId), liveTopics.memberVisits(left.memberId));
    return left;
  },
  { wordings: visitWordings },
);
