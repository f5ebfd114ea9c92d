import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { saveWalletCard } from "@/lib/client/members";

export const POST = bffEndpoint(memberApi.saveCard, async ({ caller, params, body }) =>
  saveWalletCard(caller, params.memberId, body),
);
