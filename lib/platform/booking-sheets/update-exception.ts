import { route } from "../http/route";
import { saveExceptionSchedule } from "./save-exception-schedule";
import * as declared from "./update-exception.schema";

/** PUT /api/booking-sheets/exception/{scheduleId} (spec endpoint 6): replaces a schedule's definition and future exceptions. */
export const updateException = route(declared.updateException, async (ctx) => {
  const saved = await saveExceptionSchedule(
    ctx.db,
    ctx.input.body,
    ctx.input.query.dryRun,
    ctx.input.params.scheduleId,
  );
  return ctx.answer(200, saved.result);
});
