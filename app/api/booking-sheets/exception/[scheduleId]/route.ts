import { bffRoute, BffProblem } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { requireUnchanged, versioned } from "@/lib/bff/versioned";
import { exceptionScheduleRequest } from "@/lib/contract/booking-sheets";
import { deleteExceptionRange, getExceptionSchedule, replaceExceptionSchedule } from "@/lib/client/booking-sheets";

const scheduleIdOf = (params: Record<string, string>) => {
  const id = params.scheduleId ?? "";
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new BffProblem(problem(400, `Schedule ID '${id}' is not a valid GUID.`));
  return id;
};

/** The schedule's definition and its exceptions. */
export const GET = bffRoute({ roles: ["manager"] }, async ({ caller, params }) => versioned(await getExceptionSchedule(caller, scheduleIdOf(params))));

/** Replaces the whole schedule (future exceptions regenerated, finished ones kept); 412 if it changed since it was read. */
export const PUT = bffRoute({ roles: ["manager"], mutation: true, body: exceptionScheduleRequest }, async ({ req, caller, params, body }) => {
  await requireUnchanged(req, () => getExceptionSchedule(caller, scheduleIdOf(params)));
  return replaceExceptionSchedule(caller, scheduleIdOf(params), body);
});

/** Deletes the schedule's exceptions on ?from=&to= and excludes those dates; 412 if it changed since it was read. */
export const DELETE = bffRoute({ roles: ["manager"], mutation: true }, async ({ req, caller, params, query }) => {
  await requireUnchanged(req, () => getExceptionSchedule(caller, scheduleIdOf(params)));
  return deleteExceptionRange(caller, scheduleIdOf(params), query.get("from") ?? "", query.get("to") ?? "");
});
