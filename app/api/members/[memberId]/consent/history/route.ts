import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { staffAuditNamed } from "@/lib/bff/audit";
import { consentHistoryView } from "@/lib/bff/consent-history-view";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";

/** The history with who recorded each change, in words (the BFF's audit names desk changes upstream too). */
export const GET = bffEndpoint(memberApi.consentHistory, async ({ caller, params }) => {
  const [history, audit] = await Promise.all([
    callPlatform(caller, members.listConsentHistory, { params: { memberId: params.memberId } }),
    staffAuditNamed(params.memberId),
  ]);
  return consentHistoryView(history, audit);
});
