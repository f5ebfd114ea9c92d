import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { staffAuditAround, staffNamesOf } from "@frontdesk/lib/bff/audit";
import type { AuditedChange } from "@frontdesk/lib/bff/consent-history-view";
import { detailChecksView } from "@frontdesk/lib/bff/detail-checks-view";
import { env } from "@frontdesk/lib/server/env";
import type { DetailChecks } from "@frontdesk/lib/contract/members";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";
import { memberWordings } from "@frontdesk/lib/contract/member-words";

/** The checks in words: the desk's confirmation rows at the checks' instants, and the names of the staff ids given. */
async function view(memberId: number, checks: DetailChecks, thisCheck: AuditedChange[] = []) {
  const checked = checks.data.filter((c) => c.how === "checked").map((c) => new Date(c.lastConfirmedOn));
  const [audit, names] = await Promise.all([
    staffAuditAround(memberId, "confirmed details", checked),
    staffNamesOf(checks.data.flatMap((c) => (c.confirmedBy ? [c.confirmedBy] : []))),
  ]);
  return detailChecksView(checks, [...audit, ...thisCheck], names, env().VENUE_DETAILS_CHECK_MONTHS);
}

export const GET = bffEndpoint(memberApi.detailChecks, async ({ caller, params }) =>
  view(params.memberId, await callPlatform(caller, members.getDetailChecks, { params: { memberId: params.memberId } })),
);

/** Answers the checks as GET will: this check named after the signed-in staff member (its audit row follows the answer). */
export const POST = bffEndpoint(
  memberApi.confirmDetails,
  async ({ caller, session, params, body }) => {
    const checks = await callPlatform(caller, members.confirmDetails, { params: { memberId: params.memberId }, body });
    const at = new Date(Math.max(...checks.data.map((c) => Date.parse(c.lastConfirmedOn))));
    return view(params.memberId, checks, [
      { at, staffId: session.staffId, staffName: session.name, action: "confirmed details" },
    ]);
  },
  { wordings: memberWordings },
);
