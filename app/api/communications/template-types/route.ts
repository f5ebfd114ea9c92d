import { communicationApi } from "@/lib/api/communications";
import { bffEndpoint } from "@/lib/bff/route";
import { listTemplateTypes } from "@/lib/client/communications";

export const GET = bffEndpoint(communicationApi.templateTypes, async ({ caller }) => listTemplateTypes(caller));
