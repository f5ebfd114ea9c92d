import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { getConsentHistory } from "@/lib/client/members";

export const GET = bffEndpoint(memberApi.consentHistory, async ({ caller, params }) =>
  getConsentHistory(caller, params.memberId),
);
