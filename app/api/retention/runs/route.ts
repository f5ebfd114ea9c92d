import { retentionApi } from "@/lib/api/retention";
import { bffEndpoint } from "@/lib/bff/route";
import { driveRuns, listRuns, startRun } from "@/lib/bff/retention-run";
import { describeFailure } from "@/lib/server/failure-fields";

export const GET = bffEndpoint(retentionApi.runs, async () => listRuns());

export const POST = bffEndpoint(retentionApi.startRun, async ({ session }) => {
  const run = (await startRun(session.staffId))!;
  void driveRuns().catch((error: unknown) => console.error(`[retention] run failed: ${describeFailure(error)}`));
  return run;
});
