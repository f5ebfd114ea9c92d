import { bookingSheetApi } from "@/lib/api/booking-sheets";
import { bffEndpoint } from "@/lib/bff/route";
import { previewExceptionSchedule } from "@/lib/client/booking-sheets";

export const POST = bffEndpoint(bookingSheetApi.preview, async ({ caller, body }) =>
  previewExceptionSchedule(caller, body.schedule, body.scheduleId),
);
