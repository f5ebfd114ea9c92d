import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { staffAuditAround, staffNamesOf } from "@frontdesk/lib/bff/audit";
import { consentHistoryView, deskChangeInstants } from "@frontdesk/lib/bff/consent-history-view";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";

/** The history with who recorded each change, in words (the BFF's audit names desk changes upstream too). */
export const GET = bffEndpoint(memberApi.consentHistory, async ({ caller, params }) => {
  const history = await callPlatform(caller, members.listConsentHistory, { params: { memberId: params.memberId } });
  const [audit, names] = await Promise.all([
    staffAuditAround(params.memberId, "changed consent", deskChangeInstants(history)),
    staffNamesOf(history.filter((c) => c.source === "desk").map((c) => c.changedBy)),
  ]);
  return consentHistoryView(history, audit, names);
});
