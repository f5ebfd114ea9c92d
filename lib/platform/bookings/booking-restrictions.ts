import { sql } from "drizzle-orm";
import { restrictionTypes } from "../../contract/bookings";
import { route } from "../http/route";
import { rowsOf } from "../db/rows";
import * as declared from "./booking-restrictions.schema";

/** Endpoint 13: whether someone who is not a member may book the activity. */
export const nonMemberBookingRestrictions = route(declared.nonMemberBookingRestrictions, async (ctx) => {
  const { activityId, restriction } = ctx.input.query;
  const membershipOk = restriction.subscriptionTypes.length === 0;
  const body = {
    memberAbleToProceed: membershipOk,
    activityId,
    isActivityRestricted: !membershipOk,
    restrictions: [
      { type: restrictionTypes.nonMemberStatus, memberAbleToProceed: true },
      { type: restrictionTypes.membership, memberAbleToProceed: membershipOk },
    ],
  };
  return ctx.answer(200, body);
});

/** sandbox-contract §5: whether an identified member may book the activity, from their current subscriptions. */
export const memberBookingRestrictions = route(declared.memberBookingRestrictions, async (ctx) => {
  const { activityId, restriction } = ctx.input.query;
  let membershipOk = true;
  if (restriction.subscriptionTypes.length > 0) {
    const held = await rowsOf(
      ctx.db,
      sql`SELECT 1 FROM member_subscriptions
            WHERE member_id = ${ctx.input.params.memberId}
              AND subscription_type_id IN (SELECT subscription_type_id FROM activity_restriction_subscription_types WHERE activity_id = ${activityId})
              AND start_date <= (now() AT TIME ZONE 'UTC')::date
              AND (end_date IS NULL OR end_date >= (now() AT TIME ZONE 'UTC')::date)
            LIMIT 1`,
    );
    membershipOk = held.length > 0;
  }
  const body = {
    memberAbleToProceed: membershipOk,
    activityId,
    isActivityRestricted: restriction.configured,
    restrictions: [{ type: restrictionTypes.membership, memberAbleToProceed: membershipOk }],
  };
  return ctx.answer(200, body);
});
