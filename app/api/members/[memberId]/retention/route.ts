import { retentionApi } from "@/lib/api/retention";
import { bffEndpoint } from "@/lib/bff/route";
import { memberRetentionOf } from "@/lib/bff/retention-rules";

export const GET = bffEndpoint(retentionApi.member, async ({ session, params }) =>
  memberRetentionOf(session.staffId, params.memberId),
);
