import { restrictionTypes } from "../../contract/bookings";
import { route } from "../http/route";
import { holdsNamedSubscription } from "./restrictions";
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
  if (restriction.subscriptionTypes.length > 0)
    membershipOk = await holdsNamedSubscription(ctx.db, ctx.input.params.memberId, activityId);
  const body = {
    memberAbleToProceed: membershipOk,
    activityId,
    isActivityRestricted: restriction.configured,
    restrictions: [{ type: restrictionTypes.membership, memberAbleToProceed: membershipOk }],
  };
  return ctx.answer(200, body);
});
