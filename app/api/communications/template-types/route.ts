import { communicationApi } from "@frontdesk/lib/api/communications";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { communications } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(communicationApi.templateTypes, async ({ caller }) =>
  callPlatform(caller, communications.listTemplateTypes),
);
