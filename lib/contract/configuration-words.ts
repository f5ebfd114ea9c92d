import { said } from "./said";
import { mobileAppLimits } from "@frontdesk/lib/contract/mobile-apps";
import { userFieldLimits } from "@frontdesk/lib/contract/configuration";
import type { StaffWording } from "@frontdesk/lib/contract/problem";

/**
 * The platform's configuration messages (to the letter in lib/contract and the spec) as a manager
 * or admin reads them, each under its form field: no platform field name (MemberID, AppVersion,
 * SortOrder, IsCurrentUser) reaches a screen. Used by the BFF routes and by the forms' resolvers.
 */

/** Endpoint 12 (discount usage): its query names are the screen's filters. */
export const discountUsageWordings: readonly StaffWording[] = [
  {
    match: /^At least one of the following query parameters must be provided/,
    say: "Words.discountUsage.filterRequired",
  },
  {
    match: /^Member with ID '(.*)' does not exist/,
    field: "memberId",
    say: (m) => said("Words.discountUsage.noMember", { id: m[1] }),
  },
  {
    match: /^Booking with ID '(.*)' does not exist/,
    field: "bookingId",
    say: (m) => said("Words.discountUsage.noBooking", { id: m[1] }),
  },
  {
    match: /^Activity with ID '(.*)' does not exist/,
    field: "activityId",
    say: (m) => said("Words.discountUsage.noActivity", { id: m[1] }),
  },
  {
    match: /^Promotion code '(.*)' does not exist/,
    field: "promotionCode",
    say: (m) => said("Words.discountUsage.noPromotionCode", { code: m[1] }),
  },
  { match: /^DateTo cannot be before DateFrom/, field: "dateTo", say: "Words.discountUsage.rangeOrder" },
  {
    match: /^The value '(.*)' is not valid for MemberID/,
    field: "memberId",
    say: "Words.discountUsage.memberNumber",
  },
  {
    match: /^The value '(.*)' is not valid for BookingID/,
    field: "bookingId",
    say: "Words.discountUsage.bookingNumber",
  },
  {
    match: /^The value '(.*)' is not valid for (DateFrom|DateTo)/,
    field: "dateFrom",
    say: "Words.discountUsage.dates",
  },
  {
    match: /^The value '(.*)' is not valid for limit|^Limit must be greater than 0/,
    field: "limit",
    say: "Words.discountUsage.limit",
  },
  { match: /^Invalid continuation token/, say: "Words.discountUsage.pageGone" },
];

/** Mobile app identifiers and versions. */
export const mobileAppWordings: readonly StaffWording[] = [
  {
    match: /^AppBundleId is required/,
    field: "appBundleId",
    say: "Words.mobileApps.bundleIdRequired",
  },
  {
    match: /^AppBundleId cannot exceed/,
    field: "appBundleId",
    say: said("Words.mobileApps.bundleIdTooLong", { max: mobileAppLimits.appBundleId }),
  },
  {
    match: /^AppBundleId cannot contain whitespace/,
    field: "appBundleId",
    say: "Words.mobileApps.bundleIdSpaces",
  },
  {
    match: /^An identifier already exists with AppBundleId '(.*)'/,
    field: "appBundleId",
    say: (m) => said("Words.mobileApps.bundleIdTaken", { app: m[1] }),
  },
  { match: /^OneSignalAppId is required/, field: "oneSignalAppId", say: "Words.mobileApps.oneSignalRequired" },
  {
    match: /^OneSignalAppId cannot exceed/,
    field: "oneSignalAppId",
    say: said("Words.mobileApps.oneSignalTooLong", { max: mobileAppLimits.oneSignalAppId }),
  },
  { match: /^AppVersion is required/, field: "appVersion", say: "Words.mobileApps.versionRequired" },
  {
    match: /^AppVersion cannot exceed/,
    field: "appVersion",
    say: said("Words.mobileApps.versionTooLong", { max: mobileAppLimits.appVersion }),
  },
  { match: /^AppVersion cannot contain whitespace/, field: "appVersion", say: "Words.mobileApps.versionSpaces" },
  {
    match: /^AppVersion must be in a valid format .*Provided: (.*)$/,
    field: "appVersion",
    say: (m) => said("Words.mobileApps.versionFormat", { version: m[1] }),
  },
  {
    match: /^A version already exists with AppVersion '(.*)'/,
    field: "appVersion",
    say: (m) => said("Words.mobileApps.versionTaken", { version: m[1] }),
  },
  {
    match: /^VersionIds must be an array|^The following version IDs do not exist/,
    say: "Words.mobileApps.versionGone",
  },
];

/** User field definitions (endpoint 3). */
export const userFieldWordings: readonly StaffWording[] = [
  {
    match: /^Could not convert string to integer|^Input string '.*' is not a valid integer/,
    field: "sortOrder",
    say: "Words.userFields.sortOrderWhole",
  },
  {
    match: /^The field SortOrder must be between/,
    field: "sortOrder",
    say: said("Words.userFields.sortOrderRange", {
      min: userFieldLimits.sortOrderMin,
      max: userFieldLimits.sortOrderMax,
    }),
  },
  {
    match: /^User field sort order is not unique/,
    field: "sortOrder",
    say: "Words.userFields.sortOrderTaken",
  },
  { match: /^The Description field is required/, field: "description", say: "Words.userFields.labelRequired" },
  {
    match: new RegExp(
      `^The field Description must be a string with a maximum length of ${userFieldLimits.optionDescription}\\.`,
    ),
    field: "options",
    say: said("Words.userFields.optionTooLong", { max: userFieldLimits.optionDescription }),
  },
  {
    match: /^The field Description must be a string with a maximum length of (\d+)/,
    field: "description",
    say: (m) => said("Words.userFields.labelTooLong", { max: m[1] }),
  },
  { match: /^The user field type is required/, field: "type", say: "Words.userFields.typeRequired" },
  {
    match: /^User field of non-Options type may not have options/,
    field: "options",
    say: "Words.userFields.optionsNotAllowed",
  },
  {
    match: /^the given value of: (.*) is not a valid string/,
    field: "defaultValue",
    say: (m) => said("Words.userFields.defaultNotText", { value: m[1] }),
  },
  {
    match: /^the given value of: (.*) is not a valid integer/,
    field: "defaultValue",
    say: (m) => said("Words.userFields.defaultNotWhole", { value: m[1] }),
  },
  {
    match: /^the given value of: (.*) is not a valid decimal/,
    field: "defaultValue",
    say: (m) => said("Words.userFields.defaultNotAmount", { value: m[1] }),
  },
  {
    match: /^DefaultValue option (.*) is not one of the given option descriptions/,
    field: "defaultValue",
    say: (m) => said("Words.userFields.defaultNotOption", { value: m[1] }),
  },
  {
    match: /^Invalid or missing data from the default value object/,
    field: "defaultValue",
    say: "Words.userFields.defaultIncomplete",
  },
  {
    match: /^Failed to parse (.*) correctly for its type of Member/,
    field: "defaultValue",
    say: (m) => said("Words.userFields.defaultNotMember", { value: m[1] }),
  },
  {
    match: /^User name was not given and IsCurrentUser was not selected/,
    field: "defaultValue",
    say: "Words.userFields.staffUserMissing",
  },
  {
    match: /^A username cannot be provided when IsCurrentUser is selected/,
    field: "defaultValue",
    say: "Words.userFields.staffUserBoth",
  },
  {
    match: /^User name (.*) was not found/,
    field: "defaultValue",
    say: (m) => said("Words.userFields.noStaffUser", { name: m[1] }),
  },
  {
    match: /^Member ID (.*) was not found/,
    field: "defaultValue",
    say: (m) => said("Words.userFields.noMember", { id: m[1] }),
  },
  // the contract's union of default-value shapes, none matched
  { match: /^Invalid input/, field: "defaultValue", say: "Words.userFields.defaultIncomplete" },
];

/** Cost centres. */
export const costCentreWordings: readonly StaffWording[] = [
  {
    match: /^CostCentre ID does not exist/,
    say: "Words.costCentres.gone",
  },
];

/** Integrators (admins). */
export const integratorWordings: readonly StaffWording[] = [
  {
    match: /^LogoUrl cannot exceed (\d+)/,
    field: "logoUrl",
    say: (m) => said("Words.integrators.logoTooLong", { max: m[1] }),
  },
];
