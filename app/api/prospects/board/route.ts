import { prospectApi } from "@/lib/api/prospects";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { prospects } from "@/lib/platform/operations";
import { boardPageNamed } from "@/lib/bff/prospect-board";

export const GET = bffEndpoint(prospectApi.board, async ({ caller, query }) =>
  boardPageNamed(await callPlatform(caller, prospects.prospectBoard, { query })),
);
