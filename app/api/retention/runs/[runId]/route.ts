import { log } from "@frontdesk/lib/server/log";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import { retentionApi } from "@frontdesk/lib/api/retention";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { changeRun, driveRuns } from "@frontdesk/lib/bff/retention-run";

export const POST = bffEndpoint(retentionApi.changeRun, async ({ session, params, body }) => {
  const run = await changeRun(params.runId, body.action, session.staffId);
  if (run.state === "running")
    void driveRuns().catch((error: unknown) => log.error({ ...failureFields(error) }, "retention run failed"));
  return run;
});
