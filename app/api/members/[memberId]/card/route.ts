import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { visits } from "@/lib/platform/operations";

export const PUT = bffEndpoint(visitApi.assignCard, ({ caller, params, body }) =>
  callPlatform(caller, visits.assignCard, { params, body }),
);
