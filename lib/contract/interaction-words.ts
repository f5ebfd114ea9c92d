import { interactionLimits } from "@/lib/contract/prospects";
import { staffWordsOf, type StaffWording } from "@/lib/contract/problem";

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
    say: "Choose the type of interaction.",
  },
  { match: /^A valid memberId/, field: "memberId", say: "Choose the prospect this interaction is for." },
  { match: /^Member \d+ does not exist/, field: "memberId", say: "This prospect no longer exists. Choose another." },
  {
    match: /^interactionSubTypeId must be/,
    field: "interactionSubTypeId",
    say: "Choose the type of interaction from the list.",
  },
  {
    match: /^Interaction sub type '.*' does not exist/,
    field: "interactionSubTypeId",
    say: "That type of interaction no longer exists. Choose another.",
  },
  {
    match: /^Interaction outcome \d+ is not valid for interaction sub type/,
    field: "outcomeOfInteractionTypeId",
    say: "This outcome does not belong to the chosen type. Choose one of its outcomes.",
  },
  {
    match: /^Interaction outcome \d+ does not exist/,
    field: "outcomeOfInteractionTypeId",
    say: "That outcome no longer exists. Choose another.",
  },
  {
    match: /^duration /,
    field: "duration",
    say: `Enter a duration from ${interactionLimits.durationMin} to ${interactionLimits.durationMax} minutes.`,
  },
  { match: /^reminder /, field: "reminder", say: "Choose when to be reminded: none, or up to 30 minutes before." },
  {
    match: /^details /,
    field: "details",
    say: `Keep the details to ${interactionLimits.detailsMax.toLocaleString("en-GB")} characters or fewer.`,
  },
  {
    match: /^scheduledWith /,
    field: "scheduledWith",
    say: `Enter a staff user name of ${interactionLimits.scheduledWithMax} characters or fewer.`,
  },
  { match: /^priority /, field: "priority", say: "Choose low, medium or high priority." },
  {
    match: /^interactionStatus /,
    field: "interactionStatus",
    say: "Choose a column: active, overdue, unassigned or completed.",
  },
  { match: /^nextActionDate /, field: "nextActionDate", say: "Enter the date and time of the next action." },
  {
    match: /^Interaction \d+ was not found for member/,
    say: "This interaction has been deleted by someone else. Close the panel to see the board as it is now.",
  },
];

/** One message in the sales team's words (unchanged when no wording knows it). */
export const interactionWords = (message: string) => staffWordsOf(message, interactionWordings);
