import { bookingSheetApi } from "@/lib/api/booking-sheets";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { bookingSheets } from "@/lib/platform/operations";

export const GET = bffEndpoint(bookingSheetApi.sheet, async ({ caller, query }) =>
  callPlatform(caller, bookingSheets.getBookingSheet, {
    query: { siteId: query.siteId, from: query.from, to: query.to },
  }),
);
