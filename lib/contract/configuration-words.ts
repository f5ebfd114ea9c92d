import { mobileAppLimits } from "@/lib/contract/mobile-apps";
import { userFieldLimits } from "@/lib/contract/configuration";
import type { StaffWording } from "@/lib/contract/problem";

/**
 * The platform's configuration messages (to the letter in lib/contract and the spec) as a manager
 * or admin reads them, each under its form field: no platform field name (MemberID, AppVersion,
 * SortOrder, IsCurrentUser) reaches a screen. Used by the BFF routes and by the forms' resolvers.
 */

/** Endpoint 12 (discount usage): its query names are the screen's filters. */
export const discountUsageWordings: readonly StaffWording[] = [
  {
    match: /^At least one of the following query parameters must be provided/,
    say: "Choose at least one filter: a promotion code, member, booking, activity or a day.",
  },
  { match: /^Member with ID '(.*)' does not exist/, field: "memberId", say: (m) => `There is no member #${m[1]}.` },
  { match: /^Booking with ID '(.*)' does not exist/, field: "bookingId", say: (m) => `There is no booking #${m[1]}.` },
  {
    match: /^Activity with ID '(.*)' does not exist/,
    field: "activityId",
    say: (m) => `There is no activity ${m[1]}.`,
  },
  {
    match: /^Promotion code '(.*)' does not exist/,
    field: "promotionCode",
    say: (m) => `There is no promotion code ${m[1]}.`,
  },
  { match: /^DateTo cannot be before DateFrom/, field: "dateTo", say: "The last day can't be before the first day." },
  {
    match: /^The value '(.*)' is not valid for MemberID/,
    field: "memberId",
    say: "Enter a member number (digits only).",
  },
  {
    match: /^The value '(.*)' is not valid for BookingID/,
    field: "bookingId",
    say: "Enter a booking number (digits only).",
  },
  { match: /^The value '(.*)' is not valid for (DateFrom|DateTo)/, field: "dateFrom", say: "Enter the days as dates." },
  {
    match: /^The value '(.*)' is not valid for limit|^Limit must be greater than 0/,
    field: "limit",
    say: "Show at least 1 usage per page.",
  },
  { match: /^Invalid continuation token/, say: "The next page could not be found. Search again." },
];

/** Mobile app identifiers and versions. */
export const mobileAppWordings: readonly StaffWording[] = [
  {
    match: /^AppBundleId is required/,
    field: "appBundleId",
    say: "Enter the app bundle id, for example com.example.members.",
  },
  {
    match: /^AppBundleId cannot exceed/,
    field: "appBundleId",
    say: `Keep the app bundle id to ${mobileAppLimits.appBundleId} characters or fewer.`,
  },
  {
    match: /^AppBundleId cannot contain whitespace/,
    field: "appBundleId",
    say: "An app bundle id can't contain spaces.",
  },
  {
    match: /^An identifier already exists with AppBundleId '(.*)'/,
    field: "appBundleId",
    say: (m) => `The app ${m[1]} is already registered (bundle ids are unique whatever their case).`,
  },
  { match: /^OneSignalAppId is required/, field: "oneSignalAppId", say: "Enter the OneSignal app id." },
  {
    match: /^OneSignalAppId cannot exceed/,
    field: "oneSignalAppId",
    say: `Keep the OneSignal app id to ${mobileAppLimits.oneSignalAppId} characters or fewer.`,
  },
  { match: /^AppVersion is required/, field: "appVersion", say: "Enter the version, for example 1.0." },
  {
    match: /^AppVersion cannot exceed/,
    field: "appVersion",
    say: `Keep the version to ${mobileAppLimits.appVersion} characters or fewer.`,
  },
  { match: /^AppVersion cannot contain whitespace/, field: "appVersion", say: "A version can't contain spaces." },
  {
    match: /^AppVersion must be in a valid format .*Provided: (.*)$/,
    field: "appVersion",
    say: (m) => `Write the version as numbers with dots, for example 1.0 or 2.3.1 (not ${m[1]}).`,
  },
  {
    match: /^A version already exists with AppVersion '(.*)'/,
    field: "appVersion",
    say: (m) => `Version ${m[1]} is already listed for this app.`,
  },
  {
    match: /^VersionIds must be an array|^The following version IDs do not exist/,
    say: "A version shown here no longer exists. Reload the page.",
  },
];

/** User field definitions (endpoint 3). */
export const userFieldWordings: readonly StaffWording[] = [
  {
    match: /^Could not convert string to integer|^Input string '.*' is not a valid integer/,
    field: "sortOrder",
    say: "Enter the sort order as a whole number.",
  },
  {
    match: /^The field SortOrder must be between/,
    field: "sortOrder",
    say: `Enter a sort order from ${userFieldLimits.sortOrderMin} to ${userFieldLimits.sortOrderMax}.`,
  },
  {
    match: /^User field sort order is not unique/,
    field: "sortOrder",
    say: "Another field already has this sort order. Choose another number.",
  },
  { match: /^The Description field is required/, field: "description", say: "Enter a label for the field." },
  {
    match: new RegExp(
      `^The field Description must be a string with a maximum length of ${userFieldLimits.optionDescription}\\.`,
    ),
    field: "options",
    say: `Keep each option to ${userFieldLimits.optionDescription} characters or fewer.`,
  },
  {
    match: /^The field Description must be a string with a maximum length of (\d+)/,
    field: "description",
    say: (m) => `Keep the label to ${m[1]} characters or fewer.`,
  },
  { match: /^The user field type is required/, field: "type", say: "Choose what the field holds." },
  {
    match: /^User field of non-Options type may not have options/,
    field: "options",
    say: "Only a choice-from-a-list field has options.",
  },
  {
    match: /^the given value of: (.*) is not a valid string/,
    field: "defaultValue",
    say: (m) => `${m[1]} can't be the default: enter text.`,
  },
  {
    match: /^the given value of: (.*) is not a valid integer/,
    field: "defaultValue",
    say: (m) => `${m[1]} is not a whole number: enter a whole number as the default.`,
  },
  {
    match: /^the given value of: (.*) is not a valid decimal/,
    field: "defaultValue",
    say: (m) => `${m[1]} is not an amount: enter an amount such as 12.50 as the default.`,
  },
  {
    match: /^DefaultValue option (.*) is not one of the given option descriptions/,
    field: "defaultValue",
    say: (m) => `The default ${m[1]} is not one of the options. Choose one of them.`,
  },
  {
    match: /^Invalid or missing data from the default value object/,
    field: "defaultValue",
    say: "Complete the default value, or choose no default.",
  },
  {
    match: /^Failed to parse (.*) correctly for its type of Member/,
    field: "defaultValue",
    say: (m) => `${m[1]} is not a member number.`,
  },
  {
    match: /^User name was not given and IsCurrentUser was not selected/,
    field: "defaultValue",
    say: "Enter the staff user's name, or choose the signed-in user.",
  },
  {
    match: /^A username cannot be provided when IsCurrentUser is selected/,
    field: "defaultValue",
    say: "Choose either the signed-in user or a named staff user, not both.",
  },
  { match: /^User name (.*) was not found/, field: "defaultValue", say: (m) => `There is no staff user ${m[1]}.` },
  { match: /^Member ID (.*) was not found/, field: "defaultValue", say: (m) => `There is no member #${m[1]}.` },
  // the contract's union of default-value shapes, none matched
  { match: /^Invalid input/, field: "defaultValue", say: "Complete the default value, or choose no default." },
];

/** Cost centres. */
export const costCentreWordings: readonly StaffWording[] = [
  {
    match: /^CostCentre ID does not exist/,
    say: "This cost centre no longer exists. It may have been removed by someone else.",
  },
];

/** Integrators (admins). */
export const integratorWordings: readonly StaffWording[] = [
  {
    match: /^LogoUrl cannot exceed (\d+)/,
    field: "logoUrl",
    say: (m) => `Keep the logo address to ${m[1]} characters or fewer.`,
  },
];
