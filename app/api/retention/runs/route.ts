import { log } from "@frontdesk/lib/server/log";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import { retentionApi } from "@frontdesk/lib/api/retention";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { driveRuns, listRuns, startRun } from "@frontdesk/lib/bff/retention-run";

export const GET = bffEndpoint(retentionApi.runs, async () => listRuns());

export const POST = bffEndpoint(retentionApi.startRun, async ({ session }) => {
  const run = (await startRun(session.staffId))!;
  void driveRuns().catch((error: unknown) => log.error({ ...failureFields(error) }, "retention run failed"));
  return run;
});
