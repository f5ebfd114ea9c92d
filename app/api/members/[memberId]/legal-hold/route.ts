import { retentionApi } from "@frontdesk/lib/api/retention";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { placeHold, releaseHold } from "@frontdesk/lib/bff/retention-rules";

export const PUT = bffEndpoint(retentionApi.placeHold, async ({ caller, session, params, body }) => {
  await callPlatform(caller, members.getMember, { params: { memberId: params.memberId } }); // an unknown member is the platform's 404, before anything is kept
  return placeHold(session.staffId, params.memberId, body.reason);
});

export const DELETE = bffEndpoint(retentionApi.releaseHold, async ({ params }) => releaseHold(params.memberId));
