import type { RestrictionCheck as Check } from "@frontdesk/lib/contract/bookings";
import type { Words } from "@/components/ui/catalogue";

/**
 * The two answers in words (messages/*.json, Bookings.restriction). The member form's isActivityRestricted says a
 * restriction is configured; the non-member form's second entry says whether it names subscription types.
 */
export function explainRestrictions(t: Words, check: Check, memberName: string, activityName: string) {
  const configured = check.member.isActivityRestricted;
  const namesTypes = check.nonMember.restrictions[1]?.memberAbleToProceed === false;
  const names = { name: memberName, activity: activityName };
  const member = check.member.memberAbleToProceed
    ? {
        ok: true,
        headline: t("restriction.memberMay", names),
        reason: !configured
          ? t("restriction.noneSet")
          : namesTypes
            ? t("restriction.holdsOne", names)
            : t("restriction.namesNone"),
      }
    : {
        ok: false,
        headline: t("restriction.memberMayNot", names),
        reason: t("restriction.holdsNone", names),
      };
  const nonMember = check.nonMember.memberAbleToProceed
    ? {
        ok: true,
        headline: t("restriction.othersMay", names),
        reason: configured ? t("restriction.anyoneMay") : t("restriction.noMembershipRule"),
      }
    : {
        ok: false,
        headline: t("restriction.othersMayNot", names),
        reason: t("restriction.onlyHolders"),
      };
  return { member, nonMember };
}
