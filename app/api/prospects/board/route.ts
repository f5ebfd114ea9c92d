import { prospectApi } from "@/lib/api/prospects";
import { bffEndpoint } from "@/lib/bff/route";
import { getProspectBoard } from "@/lib/client/prospects";

export const GET = bffEndpoint(prospectApi.board, async ({ caller, query }) => getProspectBoard(caller, query));
