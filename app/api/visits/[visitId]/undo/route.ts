import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { recordStaffAudit } from "@/lib/bff/audit";
import { callPlatform } from "@/lib/client/call-platform";
import { visits } from "@/lib/platform/operations";
import { tellDesks } from "@/lib/bff/live-events";
import { liveTopics } from "@/lib/contract/live";
import { visitWordings } from "@/lib/contract/door-words";

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
