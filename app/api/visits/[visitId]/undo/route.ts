import { visitApi } from "@frontdesk/lib/api/visits";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { recordStaffAudit } from "@frontdesk/lib/bff/audit";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { visits } from "@frontdesk/lib/platform/operations";
import { tellDesks } from "@frontdesk/lib/bff/live-events";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { visitWordings } from "@frontdesk/lib/contract/door-words";

export const POST = bffEndpoint(
  visitApi.undoVisit,
  async ({ caller, session, params, body }) => {
    const undone = await callPlatform(caller, visits.undoVisit, { params, body });
    // audited under the visit's member (the path names the visit)
    await recordStaffAudit({ staffId: session.staffId, memberId: undone.memberId, action: "undid a visit" });
    tellDesks(liveTopics.siteVisits(undone.siteId), liveTopics.memberVisits(undone.memberId));
    return undone;
  },
  { wordings: visitWordings },
);
