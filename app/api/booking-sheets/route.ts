import { bookingSheetApi } from "@/lib/api/booking-sheets";
import { bffEndpoint } from "@/lib/bff/route";
import { getBookingSheet } from "@/lib/client/booking-sheets";

export const GET = bffEndpoint(bookingSheetApi.sheet, async ({ caller, query }) =>
  getBookingSheet(caller, query.siteId, query.from, query.to),
);
