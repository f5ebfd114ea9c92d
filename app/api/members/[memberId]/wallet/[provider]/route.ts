import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { listWalletCards } from "@/lib/client/members";

export const GET = bffRoute({ roles: memberRecordRoles, audit: "read saved cards" }, async ({ caller, params }) => listWalletCards(caller, memberIdParam(params), params.provider ?? ""));
