import { bffRoute } from "@/lib/bff/route";
import { exceptionScheduleRequest } from "@/lib/contract/booking-sheets";
import { createExceptionSchedule, getExceptionSchedule } from "@/lib/client/booking-sheets";
import { withVersionAfter } from "@/lib/bff/versioned";

/** Creates an exception schedule (with the version it was stored at, for undo); platform clashes come back as a problem carrying the full result. */
export const POST = bffRoute(
  { roles: ["manager"], mutation: true, body: exceptionScheduleRequest },
  async ({ caller, body }) => {
    const created = await createExceptionSchedule(caller, body);
    return withVersionAfter(created, () => getExceptionSchedule(caller, created.scheduleId));
  },
);
