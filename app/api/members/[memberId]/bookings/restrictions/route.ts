import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { getMemberRestrictions, getNonMemberRestrictions } from "@/lib/client/bookings";

export const GET = bffEndpoint(memberApi.restrictions, async ({ caller, params, query }) => {
  const [member, nonMember] = await Promise.all([
    getMemberRestrictions(caller, params.memberId, query.activityId),
    getNonMemberRestrictions(caller, query.activityId),
  ]);
  return { member, nonMember };
});
