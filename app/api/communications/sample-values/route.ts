import { communicationApi } from "@/lib/api/communications";
import { bffEndpoint } from "@/lib/bff/route";
import { templateWordings } from "@/lib/contract/template-words";
import { callPlatform } from "@/lib/client/call-platform";
import { communications } from "@/lib/platform/operations";

export const GET = bffEndpoint(
  communicationApi.sampleValues,
  async ({ caller, query }) =>
    callPlatform(caller, communications.readSampleValues, { query: { memberId: query.memberId?.toString() } }),
  { wordings: templateWordings },
);
