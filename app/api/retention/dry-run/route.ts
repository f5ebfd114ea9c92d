import { retentionApi } from "@/lib/api/retention";
import { bffEndpoint } from "@/lib/bff/route";
import { dryRun } from "@/lib/bff/retention-run";

export const GET = bffEndpoint(retentionApi.dryRun, async ({ session }) => dryRun(session.staffId));
