import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { staffAuditAround, staffNamesOf } from "@/lib/bff/audit";
import { consentHistoryView, deskChangeInstants } from "@/lib/bff/consent-history-view";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";

/** The history with who recorded each change, in words (the BFF's audit names desk changes upstream too). */
export const GET = bffEndpoint(memberApi.consentHistory, async ({ caller, params }) => {
  const history = await callPlatform(caller, members.listConsentHistory, { params: { memberId: params.memberId } });
  const [audit, names] = await Promise.all([
    staffAuditAround(params.memberId, "changed consent", deskChangeInstants(history)),
    staffNamesOf(history.filter((c) => c.source === "desk").map((c) => c.changedBy)),
  ]);
  return consentHistoryView(history, audit, names);
});
