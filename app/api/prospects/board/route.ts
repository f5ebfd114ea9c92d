import { prospectApi } from "@/lib/api/prospects";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { prospects } from "@/lib/platform/operations";

export const GET = bffEndpoint(prospectApi.board, async ({ caller, query }) =>
  callPlatform(caller, prospects.prospectBoard, { query }),
);
