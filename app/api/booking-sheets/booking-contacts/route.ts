import { bookingSheetApi } from "@/lib/api/booking-sheets";
import { bffEndpoint } from "@/lib/bff/route";
import { getBookingContacts } from "@/lib/client/booking-sheets";
import { PlatformFailure } from "@/lib/client/transport";

/**
 * The call list's members and phones. A platform without this extension (404) gives none: the list
 * then holds what the clash check gave (booking id, date, time, product).
 */
export const GET = bffEndpoint(bookingSheetApi.bookingContacts, async ({ caller, query }) => {
  try {
    return await getBookingContacts(caller, query.bookingIds);
  } catch (error) {
    if (error instanceof PlatformFailure && error.status === 404) return [];
    throw error;
  }
});
