import { retentionApi } from "@frontdesk/lib/api/retention";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { readSettings } from "@frontdesk/lib/bff/retention-rules";

export const GET = bffEndpoint(retentionApi.settings, async () => readSettings());
