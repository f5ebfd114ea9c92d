import { said } from "./said";
import { interactionLimits } from "@frontdesk/lib/contract/prospects";
import { staffWordsOf, type StaffWording } from "@frontdesk/lib/contract/staff-words";

/**
 * The platform's interaction messages (spec §9/§10, to the letter there, naming fields such as
 * "interactionSubTypeId") as the sales team reads them, each under its form field. Used by the BFF
 * for the platform's answers and by the form for the contract schema's own checks, so a person
 * never sees an internal field name.
 */
export const interactionWordings: readonly StaffWording[] = [
  {
    match:
      /non-empty interactionSubTypeId are required|^interactionSubTypeId, when supplied, must be a non-empty value/,
    field: "interactionSubTypeId",
    say: "Words.interactions.typeRequired",
  },
  { match: /^A valid memberId/, field: "memberId", say: "Words.interactions.prospectRequired" },
  { match: /^Member \d+ does not exist/, field: "memberId", say: "Words.interactions.prospectGone" },
  {
    match: /^interactionSubTypeId must be/,
    field: "interactionSubTypeId",
    say: "Words.interactions.typeFromList",
  },
  {
    match: /^Interaction sub type '.*' does not exist/,
    field: "interactionSubTypeId",
    say: "Words.interactions.typeGone",
  },
  {
    match: /^Interaction outcome \d+ is not valid for interaction sub type/,
    field: "outcomeOfInteractionTypeId",
    say: "Words.interactions.outcomeNotOfType",
  },
  {
    match: /^Interaction outcome \d+ does not exist/,
    field: "outcomeOfInteractionTypeId",
    say: "Words.interactions.outcomeGone",
  },
  {
    match: /^duration /,
    field: "duration",
    say: said("Words.interactions.duration", {
      min: interactionLimits.durationMin,
      max: interactionLimits.durationMax,
    }),
  },
  { match: /^reminder /, field: "reminder", say: "Words.interactions.reminder" },
  {
    match: /^details /,
    field: "details",
    say: said("Words.interactions.detailsTooLong", { max: interactionLimits.detailsMax.toLocaleString("en-GB") }),
  },
  {
    match: /^scheduledWith /,
    field: "scheduledWith",
    say: said("Words.interactions.scheduledWithTooLong", { max: interactionLimits.scheduledWithMax }),
  },
  { match: /^priority /, field: "priority", say: "Words.interactions.priority" },
  {
    match: /^interactionStatus /,
    field: "interactionStatus",
    say: "Words.interactions.status",
  },
  { match: /^nextActionDate /, field: "nextActionDate", say: "Words.interactions.nextAction" },
  {
    match: /^Interaction \d+ was not found for member/,
    say: "Words.interactions.gone",
  },
];

/** One message in the sales team's words (unchanged when no wording knows it). */
export const interactionWords = (message: string) => staffWordsOf(message, interactionWordings);
