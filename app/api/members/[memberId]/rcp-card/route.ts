import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { requireUnchanged, versioned } from "@/lib/bff/versioned";
import { designateRecurringCard, getRecurringCard } from "@/lib/client/members";
import { designateRcpCardRequest } from "@/lib/contract/members";

export const GET = bffRoute(
  { roles: memberRecordRoles, params: memberPath, audit: "read payment card" },
  async ({ caller, params }) => versioned(await getRecurringCard(caller, params.memberId)),
);

/** Designates a wallet card without a provider reference (verified false afterwards); 412 if the designation changed since read. */
export const PUT = bffRoute(
  {
    roles: memberRecordRoles,
    params: memberPath,
    audit: "changed payment card",
    mutation: true,
    body: designateRcpCardRequest,
  },
  async ({ req, caller, params, body }) => {
    const { memberId } = params;
    await requireUnchanged(req, () => getRecurringCard(caller, memberId));
    return designateRecurringCard(caller, memberId, body);
  },
);
