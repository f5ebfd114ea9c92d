import { bookingSheetApi } from "@/lib/api/booking-sheets";
import { bffEndpoint } from "@/lib/bff/route";
import { withVersionAfter } from "@/lib/bff/versioned";
import { callPlatform } from "@/lib/client/call-platform";
import { bookingSheets } from "@/lib/platform/operations";

/** Answers with the version the schedule was stored at, for undo. */
export const POST = bffEndpoint(bookingSheetApi.create, async ({ caller, body }) => {
  const created = await callPlatform(caller, bookingSheets.createException, { body });
  return withVersionAfter(created, () =>
    callPlatform(caller, bookingSheets.getExceptionSchedule, { params: { scheduleId: created.scheduleId } }),
  );
});
