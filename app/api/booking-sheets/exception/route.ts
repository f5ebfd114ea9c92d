import { bookingSheetApi } from "@/lib/api/booking-sheets";
import { bffEndpoint } from "@/lib/bff/route";
import { withVersionAfter } from "@/lib/bff/versioned";
import { createExceptionSchedule, getExceptionSchedule } from "@/lib/client/booking-sheets";

/** Answers with the version the schedule was stored at, for undo. */
export const POST = bffEndpoint(bookingSheetApi.create, async ({ caller, body }) => {
  const created = await createExceptionSchedule(caller, body);
  return withVersionAfter(created, () => getExceptionSchedule(caller, created.scheduleId));
});
