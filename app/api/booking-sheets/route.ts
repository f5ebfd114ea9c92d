import { bookingSheetApi } from "@frontdesk/lib/api/booking-sheets";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookingSheets } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(bookingSheetApi.sheet, async ({ caller, query }) =>
  callPlatform(caller, bookingSheets.getBookingSheet, {
    query: { siteId: query.siteId, from: query.from, to: query.to },
  }),
);
