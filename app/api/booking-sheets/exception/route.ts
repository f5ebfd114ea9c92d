import { bffRoute } from "@/lib/bff/route";
import { exceptionScheduleRequest } from "@/lib/contract/booking-sheets";
import { createExceptionSchedule } from "@/lib/client/booking-sheets";

/** Creates an exception schedule; platform clashes come back as a problem carrying the full result. */
export const POST = bffRoute({ roles: ["manager"], mutation: true, body: exceptionScheduleRequest }, async ({ caller, body }) => createExceptionSchedule(caller, body));
