import { log } from "@/lib/server/log";
import { failureFields } from "@/lib/server/failure-fields";
import { retentionApi } from "@/lib/api/retention";
import { bffEndpoint } from "@/lib/bff/route";
import { changeRun, driveRuns } from "@/lib/bff/retention-run";

export const POST = bffEndpoint(retentionApi.changeRun, async ({ session, params, body }) => {
  const run = await changeRun(params.runId, body.action, session.staffId);
  if (run.state === "running")
    void driveRuns().catch((error: unknown) => log.error({ ...failureFields(error) }, "retention run failed"));
  return run;
});
