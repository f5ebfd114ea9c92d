import { said } from "./said";
import type { StaffWording } from "@frontdesk/lib/contract/problem";

/**
 * The contract's messages of the member screens (the platform's, to the letter) in the screens' own
 * words, under the field they are about: "cardToken is required." is "Enter the payment-provider token.".
 */
export const memberWordings: readonly StaffWording[] = [
  { match: /^cardToken is required\.$/, field: "cardToken", say: "Words.members.cardToken" },
  { match: /^cardId must be an integer\.$/, field: "cardId", say: "Words.members.card" },
  { match: /^holderName must be a string\.$/, field: "holderName", say: "Words.members.holderNameText" },
  {
    match: /^holderName cannot be more than (\d+) characters\.$/,
    field: "holderName",
    say: (m) => said("Words.members.holderNameTooLong", { max: m[1] }),
  },
  { match: /^campaignId must be an integer\.$/, field: "campaignId", say: "Words.members.campaign" },
  { match: /^channelId must be a string\.$/, field: "channelId", say: "Words.members.channel" },
  {
    match: /^captureDate must be an ISO 8601 date-time string\.$/,
    field: "captureDate",
    say: "Words.members.captureDate",
  },
  { match: /^guardianName must be a string\.$/, field: "guardianName", say: "Words.members.guardianNameText" },
  {
    match: /^guardianName cannot be more than (\d+) characters\.$/,
    field: "guardianName",
    say: (m) => said("Words.members.guardianNameTooLong", { max: m[1] }),
  },
  {
    match: /^medicalConditionTypeId must be an integer\.$/,
    field: "medicalConditionTypeId",
    say: "Words.members.conditionType",
  },
  { match: /^medicalNote must be a string\.$/, field: "medicalNote", say: "Words.members.noteText" },
  {
    match:
      /^(privacyPolicySigned|privacyPolicySignedDate|termsAndConditionsSignedDate|healthCommitmentStatementSignedDate) must be/,
    say: "Words.members.agreementDates",
  },
  { match: /^At least one of privacyPolicySigned/, say: "Words.members.agreementsUnchanged" },
  // the addresses schema's own (lib/contract/postcode.ts, and the platform's field checks the schema repeats)
  { match: /^Enter a real UK postcode, for example LS1 4AP\.$/, say: "Words.members.ukPostcode" },
  {
    match: /^(?:AddressLine[123]|TownCity|Region|PostalCode|Country) cannot be more than (\d+) characters$/,
    say: (m) => said("Words.members.addressLineTooLong", { max: m[1]! }),
  },
  {
    match: /^(?:AddressLine[123]|TownCity|Region|PostalCode|Country) (?:must be a string|cannot be null)/,
    say: "Words.members.addressLineText",
  },
  { match: /^IsPrimary must be a boolean$/, say: "Words.members.isPrimary" },
  // the desk's details check (lib/platform/members/detail-checks.schema.ts)
  { match: /^Choose which details were checked\.$/, field: "areas", say: "Words.members.detailAreas" },
  { match: /^Each kind of detail can be named once\.$/, field: "areas", say: "Words.members.detailAreasOnce" },
];
