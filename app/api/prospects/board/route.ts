import { prospectApi } from "@frontdesk/lib/api/prospects";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { prospects } from "@frontdesk/lib/platform/operations";
import { boardPageNamed } from "@frontdesk/lib/bff/prospect-board";

export const GET = bffEndpoint(prospectApi.board, async ({ caller, query }) =>
  boardPageNamed(await callPlatform(caller, prospects.prospectBoard, { query })),
);
