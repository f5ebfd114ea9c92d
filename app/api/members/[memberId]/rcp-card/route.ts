import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { designateRecurringCard, getRecurringCard } from "@/lib/client/members";

export const GET = bffEndpoint(memberApi.recurringCard, async ({ caller, params }) =>
  getRecurringCard(caller, params.memberId),
);

export const PUT = bffEndpoint(memberApi.designateCard, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, () => getRecurringCard(caller, memberId));
  return designateRecurringCard(caller, memberId, body);
});
