import { bookingSheetApi } from "@frontdesk/lib/api/booking-sheets";
import { exceptionUpdateResult, type ExceptionPreview } from "@frontdesk/lib/contract/booking-sheets";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { exchangePlatform } from "@frontdesk/lib/client/call-platform";
import { PlatformFailure } from "@frontdesk/lib/client/transport";
import { bookingSheets } from "@frontdesk/lib/platform/operations";

/**
 * ?dryRun=true on create or replace: the result the write would give. The full-result failures
 * (400 self-overlap, 409 clashes) are answers here, not errors; a plain-text 400 still throws.
 */
export const POST = bffEndpoint(bookingSheetApi.preview, async ({ caller, body }): Promise<ExceptionPreview> => {
  const query = { dryRun: true };
  try {
    const { status, answer } = body.scheduleId
      ? await exchangePlatform(caller, bookingSheets.updateException, {
          params: { scheduleId: body.scheduleId },
          query,
          body: body.schedule,
        })
      : await exchangePlatform(caller, bookingSheets.createException, { query, body: body.schedule });
    return { status, result: answer };
  } catch (error) {
    if (
      error instanceof PlatformFailure &&
      (error.status === 400 || error.status === 409) &&
      error.contentType?.includes("json")
    )
      return { status: error.status, result: exceptionUpdateResult.parse(JSON.parse(error.bodyText)) };
    throw error;
  }
});
