import { bookingSheetApi } from "@frontdesk/lib/api/booking-sheets";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { withVersionAfter } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookingSheets } from "@frontdesk/lib/platform/operations";

/** Answers with the version the schedule was stored at, for undo. */
export const POST = bffEndpoint(bookingSheetApi.create, async ({ caller, body }) => {
  const created = await callPlatform(caller, bookingSheets.createException, { body });
  return withVersionAfter(created, () =>
    callPlatform(caller, bookingSheets.getExceptionSchedule, { params: { scheduleId: created.scheduleId } }),
  );
});
