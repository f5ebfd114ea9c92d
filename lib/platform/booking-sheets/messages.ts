/**
 * Messages of the booking-sheet exception endpoints. The four `errors` entries are the spec's,
 * to the letter; the 400/404 plain-text messages the spec names only by kind ("path, missing-value,
 * unresolved-value, date and recurrence-field messages") are designed here and listed in the
 * OpenAPI description, in the order they are checked.
 */
export const resultErrors = {
  noDates: "No valid dates found for the specified days",
  selfOverlap: "One or more exceptions overlap with each other",
  existingExceptions: "One or more exceptions overlap with existing exceptions for the same product(s)",
  existingBookings: "One or more exceptions overlap with existing bookings for the same product(s)",
} as const;

export const messages = {
  // path
  invalidScheduleId: (v: string) => `Schedule ID '${v}' is not a valid GUID.`,
  // body and types (model binding)
  bodyRequired: "A request body is required.",
  bodyNotObject: "The request body must be a JSON object.",
  notString: (field: string) => `${field} must be a string.`,
  notStringArray: (field: string) => `${field} must be an array of strings.`,
  notInteger: (field: string) => `${field} must be an integer.`,
  timesNotArray: "Times must be an array of objects.",
  invalidDateTime: (field: string, v: string) => `${field} '${v}' is not a valid date-time.`,
  invalidDate: (field: string, v: string) => `${field} '${v}' is not a valid date.`,
  // missing values
  siteRequired: "SiteId is required.",
  productRequired: "At least one ProductId is required.",
  productEmpty: "ProductIds cannot contain an empty value.",
  duplicateProducts: "Duplicate ProductIds are not allowed.",
  timesRequired: "At least one time is required.",
  timeBandRequired: "TimeBandId is required.",
  dateTimeFromRequired: "DateTimeFrom is required.",
  dateTimeToRequired: "DateTimeTo is required.",
  // unresolved values
  unknownSite: (v: string) => `Site ID '${v}' does not exist.`,
  unknownProduct: (v: string) => `Product ID '${v}' does not exist or is not a resource product.`,
  unknownTimeBand: (v: string) => `TimeBand ID '${v}' does not exist or is not entry restricted.`,
  // dates
  fromNotFuture: "DateTimeFrom must be in the future.",
  toNotAfterFrom: "DateTimeTo must be after DateTimeFrom.",
  toTimeNotAfterFromTime: "The time of DateTimeTo must be after the time of DateTimeFrom.",
  // recurrence fields
  invalidFrequency: "Frequency must be Daily, Weekly or Monthly.",
  recursEveryPositive: "RecursEvery must be greater than 0.",
  dailyRecursEvery: "RecursEvery must be 1 for Daily frequency.",
  recurranceTypeRequired: "RecurranceType is required for Monthly frequency.",
  recurranceTypeOnlyMonthly: "RecurranceType is only allowed for Monthly frequency.",
  invalidRecurranceType: "RecurranceType must be ByDate or ByDay.",
  recursOnOnlyByDay: "RecursOn is only allowed for Monthly ByDay.",
  recursOnRequired: "RecursOn is required for Monthly ByDay.",
  recursOnRange: "RecursOn must be between 1 and 5.",
  invalidDay: (v: string) => `'${v}' is not a valid day.`,
  duplicateDays: "Duplicate days are not allowed.",
  weeklyNeedsDay: "Weekly frequency requires at least one day.",
  byDayNeedsOneDay: "Monthly ByDay requires exactly one day.",
  byDateNoDays: "Monthly ByDate does not take days.",
  // size guard (not in the spec: protects the store from a runaway schedule)
  tooMany: (limit: number) => `A schedule cannot generate more than ${limit} exceptions.`,
  // not found
  scheduleNotFound: (v: string) => `No exceptions found for Schedule ID '${v}'.`,
  // date-range delete and booking sheet queries
  queryDateRequired: (name: string) => `${name} is required (yyyy-MM-dd).`,
  queryDateInvalid: (name: string, v: string) => `${name} '${v}' is not a valid date (yyyy-MM-dd).`,
  queryRangeOrder: "To must be on or after From.",
  queryRangeTooLong: (days: number) => `The date range cannot be longer than ${days} days.`,
  querySiteRequired: "SiteId is required.",
} as const;

export const maxExceptionsPerSchedule = 100_000;

/** The 400 and 404 texts of create/replace, in order of checks, for the OpenAPI description. */
export const scheduleValidationDescription = [
  "Checks, in this order (400 plain text unless stated):",
  `1. Path (PUT): ${messages.invalidScheduleId("{scheduleId}")}`,
  `2. Body and types: ${messages.bodyRequired} / ${messages.bodyNotObject} / ${messages.notString("{Field}")} / ${messages.notStringArray("{Field}")} / ${messages.notInteger("{Field}")} / ${messages.timesNotArray} / ${messages.invalidDateTime("{Field}", "{value}")} / ${messages.invalidDate("{Field}", "{value}")} (malformed JSON: The request body is not valid JSON.)`,
  `3. Missing values: ${messages.siteRequired} / ${messages.productRequired} / ${messages.productEmpty} / ${messages.duplicateProducts} / ${messages.timesRequired} / ${messages.timeBandRequired} / ${messages.dateTimeFromRequired} (also for the default 0001-01-01T00:00:00) / ${messages.dateTimeToRequired}`,
  `4. Unresolved values: ${messages.unknownSite("{siteId}")} / ${messages.unknownProduct("{productId}")} / ${messages.unknownTimeBand("{timeBandId}")} (the same message whether the band is missing or not entry restricted)`,
  `5. Dates (per times entry, compared with the site's current local time): ${messages.fromNotFuture} / ${messages.toNotAfterFrom} / ${messages.toTimeNotAfterFromTime}`,
  `6. Recurrence fields: ${messages.invalidFrequency} / ${messages.recursEveryPositive} / ${messages.dailyRecursEvery} / ${messages.recurranceTypeRequired} / ${messages.recurranceTypeOnlyMonthly} / ${messages.invalidRecurranceType} / ${messages.recursOnOnlyByDay} / ${messages.recursOnRequired} / ${messages.recursOnRange} / ${messages.invalidDay("{day}")} / ${messages.duplicateDays} / ${messages.weeklyNeedsDay} / ${messages.byDayNeedsOneDay} / ${messages.byDateNoDays}`,
  `7. PUT only: 404 plain text ${messages.scheduleNotFound("{scheduleId}")}`,
  `8. No dates generated: 200 with exceptionsUpdated 0, scheduleId 00000000-0000-0000-0000-000000000000 and errors ["${resultErrors.noDates}"]; nothing changed. More than ${maxExceptionsPerSchedule} exceptions (dates x products): 400 ${messages.tooMany(maxExceptionsPerSchedule)} (a sandbox guard, not in the spec).`,
  `9. Self-overlap between times entries: 400 full result with overlappingExceptions and errors ["${resultErrors.selfOverlap}"].`,
  `10. Clashes with other schedules' exceptions and/or with bookings of the products (cancelled bookings ignored; this schedule's own exceptions excluded): one 409 full result with existingExceptions and/or existingBookings and the matching errors ("${resultErrors.existingExceptions}", "${resultErrors.existingBookings}").`,
  "Date-times are the site's wall clock written without offset (yyyy-MM-ddTHH:mm:ss); a value sent with an offset is converted to the site's time zone. Seconds are rounded to the nearest minute; each stored exception ends one second before the time of day of dateTimeTo.",
  "Extension: ?dryRun=true answers the same result and status without writing anything (exceptionsUpdated is what would be written; scheduleId is the path schedule on PUT and the all-zero GUID on POST).",
  "Occurrences: the dates run from the date of each times entry's dateTimeFrom to the date of its dateTimeTo. Weekly counts weeks (Monday to Sunday) from the week of the first times entry's dateTimeFrom; Monthly counts months from that entry's month; ByDate uses its day of month (clamped to the month's end); ByDay with recursOn 5 skips months without a fifth such weekday.",
].join("\n");
