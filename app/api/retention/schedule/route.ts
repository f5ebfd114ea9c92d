import { retentionApi } from "@/lib/api/retention";
import { bffEndpoint } from "@/lib/bff/route";
import { saveSchedule } from "@/lib/bff/retention-rules";

export const PUT = bffEndpoint(retentionApi.schedule, async ({ session, body }) => saveSchedule(session.staffId, body));
