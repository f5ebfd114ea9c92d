import type { RestrictionCheck as Check } from "@/lib/contract/bookings";
/** The two answers in words. The member form's isActivityRestricted says a restriction is configured; the non-member form's second entry says whether it names subscription types. */
export function explainRestrictions(check: Check, memberName: string, activityName: string) {
  const configured = check.member.isActivityRestricted;
  const namesTypes = check.nonMember.restrictions[1]?.memberAbleToProceed === false;
  const member = check.member.memberAbleToProceed
    ? {
        ok: true,
        headline: `${memberName} may book ${activityName}.`,
        reason: !configured
          ? "No booking restriction is set for this activity."
          : namesTypes
            ? `It is restricted to certain subscriptions, and ${memberName} holds a current one of them.`
            : "A restriction is set, but it names no subscription types, so it stops nobody.",
      }
    : {
        ok: false,
        headline: `${memberName} may not book ${activityName}.`,
        reason: `It is restricted to members holding certain subscriptions, and ${memberName} has no current subscription of those types (an ended or not-yet-started one does not count).`,
      };
  const nonMember = check.nonMember.memberAbleToProceed
    ? {
        ok: true,
        headline: `Someone who is not a member may book ${activityName}.`,
        reason: configured
          ? "The restriction names no subscription types, so anyone may book."
          : "No membership restriction applies.",
      }
    : {
        ok: false,
        headline: `Someone who is not a member may not book ${activityName}.`,
        reason: "Only members holding certain subscriptions may book it.",
      };
  return { member, nonMember };
}
