import { memberRecordRoles } from "@/lib/auth/roles";
import { BffProblem, bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { problem } from "@/lib/bff/problem";
import { getMemberRestrictions, getNonMemberRestrictions } from "@/lib/client/bookings";
import type { RestrictionCheck } from "@/lib/contract/bookings";

/** Whether this member, and someone who is not a member, may book ?activityId=. */
export const GET = bffRoute(
  { roles: memberRecordRoles, params: memberPath },
  async ({ caller, params, query }): Promise<RestrictionCheck> => {
    const { memberId } = params;
    const activityId = query.get("activityId")?.trim();
    if (!activityId)
      throw new BffProblem(problem(400, "Pick an activity", { errors: { activityId: ["Pick an activity"] } }));
    const [member, nonMember] = await Promise.all([
      getMemberRestrictions(caller, memberId, activityId),
      getNonMemberRestrictions(caller, activityId),
    ]);
    return { member, nonMember };
  },
);
