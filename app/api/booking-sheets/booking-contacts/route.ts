import { bookingSheetApi } from "@frontdesk/lib/api/booking-sheets";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { PlatformFailure } from "@frontdesk/lib/client/transport";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookingSheets } from "@frontdesk/lib/platform/operations";

/**
 * The call list's members and phones. A platform without this extension (404) gives none: the list
 * then holds what the clash check gave (booking id, date, time, product).
 */
export const GET = bffEndpoint(bookingSheetApi.bookingContacts, async ({ caller, query }) => {
  try {
    return await callPlatform(caller, bookingSheets.getBookingContacts, {
      query: { bookingIds: query.bookingIds.join(",") },
    });
  } catch (error) {
    if (error instanceof PlatformFailure && error.status === 404) return [];
    throw error;
  }
});
