import { promoCodeLimits } from "@/lib/contract/promotions";
import type { StaffWording } from "@/lib/contract/problem";

/**
 * The platform's promo-code messages (spec §17 and the update's rules, to the letter there:
 * "At least one discount ID must be supplied") as a manager reads them, each under its form field.
 * Used by the BFF for the platform's answers and by the form for the contract schema's own checks.
 */
export const promotionWordings: readonly StaffWording[] = [
  { match: /^The field 'Code' is a mandatory field/, field: "code", say: "Enter a code." },
  {
    match: /^The field 'Code' can not exceed/,
    field: "code",
    say: `Keep the code to ${promoCodeLimits.code} characters or fewer.`,
  },
  { match: /^Promo-code code can not have any blank spaces/, field: "code", say: "A code can't contain spaces." },
  {
    match: /^A promo-code with the code '(.*)' already exists/,
    field: "code",
    say: (m) => `The code ${m[1]} is already taken (codes are unique whatever their case). Choose another.`,
  },
  {
    match: /^The code of a promo-code that has been used can not be changed \(used (\d+) times\)/,
    field: "code",
    say: (m) => `This code has been used ${m[1]} times, so it can't be renamed: those bookings are recorded under it.`,
  },
  {
    match:
      /^ValidFrom date must be provided|^The JSON value could not be converted to System\.DateTime\. Path: \$\.validFrom/,
    field: "validFrom",
    say: "Enter the first day the code can be used.",
  },
  {
    match:
      /^ValidTo date must be provided|^The JSON value could not be converted to System\.DateTime\. Path: \$\.validTo/,
    field: "validTo",
    say: "Enter the day the code stops working.",
  },
  {
    match: /^The Valid From date must be from today onwards/,
    field: "validFrom",
    say: "The first day can't be in the past.",
  },
  {
    match: /^The Valid To date must be a future date and after the Valid From date/,
    field: "validTo",
    say: "The end day must be after the first day.",
  },
  { match: /^The Valid To date must be a future date/, field: "validTo", say: "The end day must be after today." },
  {
    match: /^MaxUsages must be supplied|^The JSON value could not be converted to System\.Int32\. Path: \$\.maxUsages/,
    field: "maxUsages",
    say: "Enter how many times the code can be used (0 for no limit).",
  },
  { match: /^Max Usages must be 0 or greater/, field: "maxUsages", say: "Enter 0 for no limit, or a number of uses." },
  {
    match: /^Max Usages can not be less than the (\d+) times/,
    field: "maxUsages",
    say: (m) => `The code has been used ${m[1]} times already: enter ${m[1]} or more, or 0 for no limit.`,
  },
  { match: /^At least one discount ID must be supplied/, field: "discountIds", say: "Choose at least one discount." },
  {
    match: /^The following discount IDs do not exist/,
    field: "discountIds",
    say: "A chosen discount no longer exists. Reload the page and choose again.",
  },
  {
    match: /^Promo-code with ID \d+ does not exist/,
    say: "This code no longer exists. It may have been removed by someone else.",
  },
];
