import { route } from "../http/route";
import { saveExceptionSchedule } from "./save-exception-schedule";
import * as declared from "./create-exception.schema";

/** POST /api/booking-sheets/exception: creates a schedule and its exceptions (sandbox-contract §5). */
export const createException = route(declared.createException, async (ctx) => {
  const saved = await saveExceptionSchedule(ctx.db, ctx.input.body, ctx.input.query.dryRun, undefined);
  return ctx.answer(saved.datesFound ? 201 : 200, saved.result);
});
