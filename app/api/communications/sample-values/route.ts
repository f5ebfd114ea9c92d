import { communicationApi } from "@frontdesk/lib/api/communications";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { templateWordings } from "@frontdesk/lib/contract/template-words";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { communications } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(
  communicationApi.sampleValues,
  async ({ caller, query }) =>
    callPlatform(caller, communications.readSampleValues, { query: { memberId: query.memberId?.toString() } }),
  { wordings: templateWordings },
);
