import { communicationApi } from "@/lib/api/communications";
import { bffEndpoint } from "@/lib/bff/route";
import { readSampleValues } from "@/lib/client/communications";
import { templateWordings } from "@/lib/bff/template-words";

export const GET = bffEndpoint(
  communicationApi.sampleValues,
  async ({ caller, query }) => readSampleValues(caller, query.memberId?.toString()),
  { wordings: templateWordings },
);
