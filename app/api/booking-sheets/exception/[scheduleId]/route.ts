import { bookingSheetApi } from "@frontdesk/lib/api/booking-sheets";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged, withVersionAfter } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookingSheets } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(bookingSheetApi.schedule, async ({ caller, params }) =>
  callPlatform(caller, bookingSheets.getExceptionSchedule, { params: { scheduleId: params.scheduleId } }),
);

/** Writes answer the version they left (for undo). */
export const PUT = bffEndpoint(bookingSheetApi.replace, async ({ req, caller, params, body }) => {
  await requireUnchanged(req, () =>
    callPlatform(caller, bookingSheets.getExceptionSchedule, { params: { scheduleId: params.scheduleId } }),
  );
  return withVersionAfter(
    await callPlatform(caller, bookingSheets.updateException, { params: { scheduleId: params.scheduleId }, body }),
    () => callPlatform(caller, bookingSheets.getExceptionSchedule, { params: { scheduleId: params.scheduleId } }),
  );
});

export const DELETE = bffEndpoint(bookingSheetApi.deleteDates, async ({ req, caller, params, query }) => {
  await requireUnchanged(req, () =>
    callPlatform(caller, bookingSheets.getExceptionSchedule, { params: { scheduleId: params.scheduleId } }),
  );
  return withVersionAfter(
    await callPlatform(caller, bookingSheets.deleteExceptionRange, {
      params: { scheduleId: params.scheduleId },
      query: { from: query.from ?? "", to: query.to ?? "" },
    }),
    () => callPlatform(caller, bookingSheets.getExceptionSchedule, { params: { scheduleId: params.scheduleId } }),
  );
});
