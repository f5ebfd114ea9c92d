import type { StaffWording } from "@/lib/contract/problem";

/**
 * The contract's messages of the member screens (the platform's, to the letter) in the screens' own
 * words, under the field they are about: "cardToken is required." is "Enter the payment-provider token.".
 */
export const memberWordings: readonly StaffWording[] = [
  { match: /^cardToken is required\.$/, field: "cardToken", say: "Enter the payment-provider token." },
  { match: /^cardId must be an integer\.$/, field: "cardId", say: "Choose the card." },
  { match: /^holderName must be a string\.$/, field: "holderName", say: "Write the name on the card as text." },
  {
    match: /^holderName cannot be more than (\d+) characters\.$/,
    field: "holderName",
    say: (m) => `The name on the card can have at most ${m[1]} characters.`,
  },
  { match: /^campaignId must be an integer\.$/, field: "campaignId", say: "Choose the campaign." },
  { match: /^channelId must be a string\.$/, field: "channelId", say: "Choose the channel." },
  {
    match: /^captureDate must be an ISO 8601 date-time string\.$/,
    field: "captureDate",
    say: "Enter when consent was captured, as a date and time.",
  },
  { match: /^guardianName must be a string\.$/, field: "guardianName", say: "Write the guardian's name as text." },
  {
    match: /^guardianName cannot be more than (\d+) characters\.$/,
    field: "guardianName",
    say: (m) => `The guardian's name can have at most ${m[1]} characters.`,
  },
  {
    match: /^medicalConditionTypeId must be an integer\.$/,
    field: "medicalConditionTypeId",
    say: "Choose the condition type.",
  },
  { match: /^medicalNote must be a string\.$/, field: "medicalNote", say: "Write the note as text." },
  {
    match:
      /^(privacyPolicySigned|privacyPolicySignedDate|termsAndConditionsSignedDate|healthCommitmentStatementSignedDate) must be/,
    say: "Enter each agreement's date as a date and time, or leave it empty.",
  },
  { match: /^At least one of privacyPolicySigned/, say: "Change at least one agreement before saving." },
];
