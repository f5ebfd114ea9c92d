import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { visits } from "@/lib/platform/operations";
import { letIn } from "@/lib/bff/door-entry";

export const GET = bffEndpoint(visitApi.memberVisits, ({ caller, params, query }) =>
  callPlatform(caller, visits.listMemberVisits, { params, query: { limit: query.limit ?? 10 } }),
);

export const POST = bffEndpoint(visitApi.recordVisit, ({ caller, params, body }) =>
  letIn(caller, params.memberId, body),
);
