import { retentionApi } from "@frontdesk/lib/api/retention";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { saveRule } from "@frontdesk/lib/bff/retention-rules";

export const PUT = bffEndpoint(retentionApi.rule, async ({ session, params, body }) =>
  saveRule(session.staffId, params.kind, body),
);
