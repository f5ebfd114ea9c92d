import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(memberApi.restrictions, async ({ caller, params, query }) => {
  const [member, nonMember] = await Promise.all([
    callPlatform(caller, bookings.memberBookingRestrictions, {
      params: { memberId: params.memberId },
      query: { activityId: query.activityId },
    }),
    callPlatform(caller, bookings.nonMemberBookingRestrictions, { query: { activityId: query.activityId } }),
  ]);
  return { member, nonMember };
});
