import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";
import { readRecurringCard } from "@/lib/bff/wallet-reads";

export const GET = bffEndpoint(memberApi.recurringCard, async ({ caller, params }) =>
  readRecurringCard(caller, params.memberId),
);

export const PUT = bffEndpoint(memberApi.designateCard, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, () => readRecurringCard(caller, memberId));
  return callPlatform(caller, members.designateRcpCard, { params: { memberId }, body });
});
