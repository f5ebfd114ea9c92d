import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { saveWalletCard } from "@/lib/client/members";
import { saveWalletCardRequest } from "@/lib/contract/members";
import { memberWordings } from "@/lib/bff/member-words";

/** Save a card from a payment-provider token (never a card number), optionally designating it. */
export const POST = bffRoute(
  { roles: memberRecordRoles, params: memberPath, audit: "saved a card", mutation: true, body: saveWalletCardRequest, wordings: memberWordings },
  async ({ caller, params, body }) => saveWalletCard(caller, params.memberId, body),
);
