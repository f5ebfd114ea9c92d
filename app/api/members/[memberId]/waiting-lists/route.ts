import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(memberApi.waitingLists, async ({ caller, params }) =>
  callPlatform(caller, bookings.listMemberAlertLists, { params: { memberId: params.memberId } }),
);
