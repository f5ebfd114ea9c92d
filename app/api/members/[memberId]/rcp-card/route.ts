import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { designateRecurringCard, getRecurringCard } from "@/lib/client/members";
import { designateRcpCardRequest } from "@/lib/contract/members";

export const GET = bffRoute({ roles: memberRecordRoles, audit: "read payment card" }, async ({ caller, params }) => getRecurringCard(caller, memberIdParam(params)));

/** Designates a wallet card without a provider reference (verified false afterwards). */
export const PUT = bffRoute({ roles: memberRecordRoles, audit: "changed payment card", mutation: true, body: designateRcpCardRequest }, async ({ caller, params, body }) =>
  designateRecurringCard(caller, memberIdParam(params), body),
);
