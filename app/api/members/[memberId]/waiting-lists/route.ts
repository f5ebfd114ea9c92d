import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

export const GET = bffEndpoint(memberApi.waitingLists, async ({ caller, params }) =>
  callPlatform(caller, bookings.listMemberAlertLists, { params: { memberId: params.memberId } }),
);
