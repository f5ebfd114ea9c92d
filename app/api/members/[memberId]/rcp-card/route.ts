import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";
import { readRecurringCard } from "@frontdesk/lib/bff/wallet-reads";

export const GET = bffEndpoint(memberApi.recurringCard, async ({ caller, params }) =>
  readRecurringCard(caller, params.memberId),
);

export const PUT = bffEndpoint(memberApi.designateCard, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, () => readRecurringCard(caller, memberId));
  return callPlatform(caller, members.designateRcpCard, { params: { memberId }, body });
});
