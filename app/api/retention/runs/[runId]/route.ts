import { retentionApi } from "@/lib/api/retention";
import { bffEndpoint } from "@/lib/bff/route";
import { changeRun, driveRuns } from "@/lib/bff/retention-run";
import { describeFailure } from "@/lib/server/failure-fields";

export const POST = bffEndpoint(retentionApi.changeRun, async ({ session, params, body }) => {
  const run = await changeRun(params.runId, body.action, session.staffId);
  if (run.state === "running")
    void driveRuns().catch((error: unknown) => console.error(`[retention] run failed: ${describeFailure(error)}`));
  return run;
});
