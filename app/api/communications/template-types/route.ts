import { communicationApi } from "@/lib/api/communications";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { communications } from "@/lib/platform/operations";

export const GET = bffEndpoint(communicationApi.templateTypes, async ({ caller }) =>
  callPlatform(caller, communications.listTemplateTypes),
);
