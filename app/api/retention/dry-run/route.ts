import { retentionApi } from "@frontdesk/lib/api/retention";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { dryRun } from "@frontdesk/lib/bff/retention-run";

export const GET = bffEndpoint(retentionApi.dryRun, async ({ session }) => dryRun(session.staffId));
