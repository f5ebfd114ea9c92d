import { retentionApi } from "@frontdesk/lib/api/retention";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { memberRetentionOf } from "@frontdesk/lib/bff/retention-rules";

export const GET = bffEndpoint(retentionApi.member, async ({ session, params }) =>
  memberRetentionOf(session.staffId, params.memberId),
);
