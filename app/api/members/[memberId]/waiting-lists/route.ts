import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { listMemberAlertLists } from "@/lib/client/bookings";

export const GET = bffEndpoint(memberApi.waitingLists, async ({ caller, params }) =>
  listMemberAlertLists(caller, params.memberId),
);
