import { visitApi } from "@frontdesk/lib/api/visits";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { visits } from "@frontdesk/lib/platform/operations";
import { letIn } from "@frontdesk/lib/bff/door-entry";

export const GET = bffEndpoint(visitApi.memberVisits, ({ caller, params, query }) =>
  callPlatform(caller, visits.listMemberVisits, { params, query: { limit: query.limit ?? 10 } }),
);

export const POST = bffEndpoint(visitApi.recordVisit, ({ caller, params, body }) =>
  letIn(caller, params.memberId, body),
);
