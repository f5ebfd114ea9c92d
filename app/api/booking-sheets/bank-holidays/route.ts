import { bookingSheetApi } from "@frontdesk/lib/api/booking-sheets";
import { bankHolidayStates, closeBankHolidays } from "@frontdesk/lib/bff/bank-holidays";
import { bffEndpoint } from "@frontdesk/lib/bff/route";

export const GET = bffEndpoint(bookingSheetApi.bankHolidays, async ({ caller, query }) =>
  bankHolidayStates(caller, query.siteId, query.region, query.year),
);

/** One schedule per holiday not yet closed; a second run creates nothing and says so. */
export const POST = bffEndpoint(bookingSheetApi.closeBankHolidays, async ({ caller, body }) =>
  closeBankHolidays(caller, body),
);
