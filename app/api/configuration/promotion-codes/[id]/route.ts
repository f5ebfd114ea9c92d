import { configurationApi } from "@/lib/api/configuration";
import { promotionWordings } from "@/lib/contract/promotion-words";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

export const GET = bffEndpoint(
  configurationApi.promoCode,
  async ({ caller, params }) => callPlatform(caller, configuration.getPromoCode, { params: { idOrCode: params.id } }),
  {
    wordings: promotionWordings,
  },
);

export const PUT = bffEndpoint(
  configurationApi.updatePromoCode,
  async ({ req, caller, params, body }) => {
    const { id } = params;
    await requireUnchanged(req, () => callPlatform(caller, configuration.getPromoCode, { params: { idOrCode: id } }));
    await callPlatform(caller, configuration.updatePromoCode, { params: { id }, body });
    return callPlatform(caller, configuration.getPromoCode, { params: { idOrCode: id } });
  },
  { wordings: promotionWordings },
);
