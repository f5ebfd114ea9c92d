import { z } from "zod";
import { bffRoute } from "@/lib/bff/route";
import { exceptionScheduleRequest } from "@/lib/contract/booking-sheets";
import { previewExceptionSchedule } from "@/lib/client/booking-sheets";

const previewRequest = z.object({ scheduleId: z.string().uuid().optional(), schedule: exceptionScheduleRequest });

/** Dry run of a create or replace: { status, result } with the clashes the write would meet. */
export const POST = bffRoute({ roles: ["manager"], mutation: true, body: previewRequest }, async ({ caller, body }) =>
  previewExceptionSchedule(caller, body.schedule, body.scheduleId),
);
