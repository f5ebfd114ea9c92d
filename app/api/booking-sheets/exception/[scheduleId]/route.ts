import { bffRoute } from "@/lib/bff/route";
import { scheduleIdParam } from "@/lib/api/params";
import { requireUnchanged, versioned, withVersionAfter } from "@/lib/bff/versioned";
import { exceptionScheduleRequest } from "@/lib/contract/booking-sheets";
import { deleteExceptionRange, getExceptionSchedule, replaceExceptionSchedule } from "@/lib/client/booking-sheets";

const schedulePath = { scheduleId: scheduleIdParam };

/** The schedule's definition and its exceptions. */
export const GET = bffRoute({ roles: ["manager"], params: schedulePath }, async ({ caller, params }) =>
  versioned(await getExceptionSchedule(caller, params.scheduleId)),
);

/** Replaces the whole schedule (future exceptions regenerated, finished ones kept); 412 if it changed since it was read. Writes answer the version they left (for undo). */
export const PUT = bffRoute(
  { roles: ["manager"], params: schedulePath, mutation: true, body: exceptionScheduleRequest },
  async ({ req, caller, params, body }) => {
    await requireUnchanged(req, () => getExceptionSchedule(caller, params.scheduleId));
    return withVersionAfter(await replaceExceptionSchedule(caller, params.scheduleId, body), () =>
      getExceptionSchedule(caller, params.scheduleId),
    );
  },
);

/** Deletes the schedule's exceptions on ?from=&to= and excludes those dates; 412 if it changed since it was read. */
export const DELETE = bffRoute(
  { roles: ["manager"], params: schedulePath, mutation: true },
  async ({ req, caller, params, query }) => {
    await requireUnchanged(req, () => getExceptionSchedule(caller, params.scheduleId));
    return withVersionAfter(
      await deleteExceptionRange(caller, params.scheduleId, query.get("from") ?? "", query.get("to") ?? ""),
      () => getExceptionSchedule(caller, params.scheduleId),
    );
  },
);
