import { said } from "./said";
import { promoCodeLimits } from "@frontdesk/lib/contract/promotions";
import type { StaffWording } from "@frontdesk/lib/contract/problem";

/**
 * The platform's promo-code messages (spec §17 and the update's rules, to the letter there:
 * "At least one discount ID must be supplied") as a manager reads them, each under its form field.
 * Used by the BFF for the platform's answers and by the form for the contract schema's own checks.
 */
export const promotionWordings: readonly StaffWording[] = [
  { match: /^The field 'Code' is a mandatory field/, field: "code", say: "Words.promotions.codeRequired" },
  {
    match: /^The field 'Code' can not exceed/,
    field: "code",
    say: said("Words.promotions.codeTooLong", { max: promoCodeLimits.code }),
  },
  { match: /^Promo-code code can not have any blank spaces/, field: "code", say: "Words.promotions.codeSpaces" },
  {
    match: /^A promo-code with the code '(.*)' already exists/,
    field: "code",
    say: (m) => said("Words.promotions.codeTaken", { code: m[1] }),
  },
  {
    match: /^The code of a promo-code that has been used can not be changed \(used (\d+) times\)/,
    field: "code",
    say: (m) => said("Words.promotions.codeUsed", { count: m[1] }),
  },
  {
    match:
      /^ValidFrom date must be provided|^The JSON value could not be converted to System\.DateTime\. Path: \$\.validFrom/,
    field: "validFrom",
    say: "Words.promotions.validFromRequired",
  },
  {
    match:
      /^ValidTo date must be provided|^The JSON value could not be converted to System\.DateTime\. Path: \$\.validTo/,
    field: "validTo",
    say: "Words.promotions.validToRequired",
  },
  {
    match: /^The Valid From date must be from today onwards/,
    field: "validFrom",
    say: "Words.promotions.validFromPast",
  },
  {
    match: /^The Valid To date must be a future date and after the Valid From date/,
    field: "validTo",
    say: "Words.promotions.validToBeforeFrom",
  },
  { match: /^The Valid To date must be a future date/, field: "validTo", say: "Words.promotions.validToPast" },
  {
    match: /^MaxUsages must be supplied|^The JSON value could not be converted to System\.Int32\. Path: \$\.maxUsages/,
    field: "maxUsages",
    say: "Words.promotions.maxUsagesRequired",
  },
  { match: /^Max Usages must be 0 or greater/, field: "maxUsages", say: "Words.promotions.maxUsagesNegative" },
  {
    match: /^Max Usages can not be less than the (\d+) times/,
    field: "maxUsages",
    say: (m) => said("Words.promotions.maxUsagesBelowUsed", { count: m[1] }),
  },
  {
    match: /^At least one discount ID must be supplied/,
    field: "discountIds",
    say: "Words.promotions.discountRequired",
  },
  {
    match: /^The following discount IDs do not exist/,
    field: "discountIds",
    say: "Words.promotions.discountGone",
  },
  {
    match: /^Promo-code with ID \d+ does not exist/,
    say: "Words.promotions.gone",
  },
];
