import { retentionApi } from "@/lib/api/retention";
import { bffEndpoint } from "@/lib/bff/route";
import { saveRule } from "@/lib/bff/retention-rules";

export const PUT = bffEndpoint(retentionApi.rule, async ({ session, params, body }) =>
  saveRule(session.staffId, params.kind, body),
);
