import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { memberPath, walletProviderParam } from "@/lib/bff/params";
import { versioned } from "@/lib/bff/versioned";
import { listWalletCards } from "@/lib/client/members";

/** Each card is versioned on its own (recordVersion(card)) for its removal. */
export const GET = bffRoute(
  { roles: memberRecordRoles, params: { ...memberPath, provider: walletProviderParam }, audit: "read saved cards" },
  async ({ caller, params }) => versioned(await listWalletCards(caller, params.memberId, params.provider)),
);
