import { bookingSheetApi } from "@/lib/api/booking-sheets";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged, withVersionAfter } from "@/lib/bff/versioned";
import { deleteExceptionRange, getExceptionSchedule, replaceExceptionSchedule } from "@/lib/client/booking-sheets";

export const GET = bffEndpoint(bookingSheetApi.schedule, async ({ caller, params }) =>
  getExceptionSchedule(caller, params.scheduleId),
);

/** Writes answer the version they left (for undo). */
export const PUT = bffEndpoint(bookingSheetApi.replace, async ({ req, caller, params, body }) => {
  await requireUnchanged(req, () => getExceptionSchedule(caller, params.scheduleId));
  return withVersionAfter(await replaceExceptionSchedule(caller, params.scheduleId, body), () =>
    getExceptionSchedule(caller, params.scheduleId),
  );
});

export const DELETE = bffEndpoint(bookingSheetApi.deleteDates, async ({ req, caller, params, query }) => {
  await requireUnchanged(req, () => getExceptionSchedule(caller, params.scheduleId));
  return withVersionAfter(await deleteExceptionRange(caller, params.scheduleId, query.from ?? "", query.to ?? ""), () =>
    getExceptionSchedule(caller, params.scheduleId),
  );
});
