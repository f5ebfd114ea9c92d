import { visitApi } from "@frontdesk/lib/api/visits";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { recordStaffAudit } from "@frontdesk/lib/bff/audit";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { visits } from "@frontdesk/lib/platform/operations";
import { tellDesks } from "@frontdesk/lib/bff/live-events";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { visitWordings } from "@frontdesk/lib/contract/door-words";

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
