import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { staffAuditNamed } from "@/lib/bff/audit";
import type { AuditedChange } from "@/lib/bff/consent-history-view";
import { detailChecksView } from "@/lib/bff/detail-checks-view";
import { env } from "@/lib/server/env";
import type { DetailChecks } from "@/lib/contract/members";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";

const view = async (memberId: number, checks: DetailChecks, thisCheck: AuditedChange[] = []) =>
  detailChecksView(checks, [...(await staffAuditNamed(memberId)), ...thisCheck], env().VENUE_DETAILS_CHECK_MONTHS);

export const GET = bffEndpoint(memberApi.detailChecks, async ({ caller, params }) =>
  view(params.memberId, await callPlatform(caller, members.getDetailChecks, { params: { memberId: params.memberId } })),
);

/** Answers the checks as GET will: this check named after the signed-in staff member (its audit row follows the answer). */
export const POST = bffEndpoint(memberApi.confirmDetails, async ({ caller, session, params, body }) => {
  const checks = await callPlatform(caller, members.confirmDetails, { params: { memberId: params.memberId }, body });
  const at = new Date(Math.max(...checks.data.map((c) => Date.parse(c.lastConfirmedOn))));
  return view(params.memberId, checks, [
    { at, staffId: session.staffId, staffName: session.name, action: "confirmed details" },
  ]);
});
