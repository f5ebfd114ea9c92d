import type { PastBookingsPage } from "@frontdesk/lib/contract/bookings";
import { callPlatform, type PlatformInput } from "@frontdesk/lib/client/call-platform";
import { PlatformFailure, type Caller } from "@frontdesk/lib/client/transport";
import { bookings } from "@frontdesk/lib/platform/operations";

export type PastBookingsQuery = NonNullable<PlatformInput<typeof bookings.listPastBookings>["query"]>;

const noHistory = /^Offset value must be less than the total number of records: 0$/;

/**
 * A member's past bookings (v2, newest first). The spec answers a member with no history with a 400
 * ("Offset value must be less than the total number of records: 0"); on the first page that is read
 * as an empty page, so screens and exports show "no bookings" rather than a failure.
 */
export async function listPastBookings(
  caller: Caller,
  memberId: number,
  query: PastBookingsQuery = {},
): Promise<PastBookingsPage> {
  try {
    return await callPlatform(caller, bookings.listPastBookings, { params: { memberId }, query });
  } catch (error) {
    if (
      error instanceof PlatformFailure &&
      error.status === 400 &&
      noHistory.test(error.bodyText.trim()) &&
      !query.offset
    ) {
      const limit = Number(query.limit ?? 10);
      return {
        pastBookingData: [],
        metaData: {
          start: "",
          end: "",
          previous: null,
          next: null,
          resultSet: { count: 0, offset: 0, limit, total: 0 },
        },
      };
    }
    throw error;
  }
}
