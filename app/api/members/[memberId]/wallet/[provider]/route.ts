import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { versioned } from "@/lib/bff/versioned";
import { listWalletCards } from "@/lib/client/members";

/** Each card is versioned on its own (recordVersion(card)) for its removal. */
export const GET = bffRoute({ roles: memberRecordRoles, audit: "read saved cards" }, async ({ caller, params }) => versioned(await listWalletCards(caller, memberIdParam(params), params.provider ?? "")));
