import { retentionApi } from "@frontdesk/lib/api/retention";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { saveSchedule } from "@frontdesk/lib/bff/retention-rules";

export const PUT = bffEndpoint(retentionApi.schedule, async ({ session, body }) => saveSchedule(session.staffId, body));
