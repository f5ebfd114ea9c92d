import { communicationApi } from "@/lib/api/communications";
import { bffEndpoint } from "@/lib/bff/route";
import { listTemplateQueries } from "@/lib/client/communications";

export const GET = bffEndpoint(communicationApi.queries, async ({ caller }) => listTemplateQueries(caller));
