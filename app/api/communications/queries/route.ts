import { communicationApi } from "@/lib/api/communications";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { communications } from "@/lib/platform/operations";

export const GET = bffEndpoint(communicationApi.queries, async ({ caller }) =>
  callPlatform(caller, communications.listTemplateQueries),
);
