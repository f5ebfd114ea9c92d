import { configurationApi } from "@/lib/api/configuration";
import { promotionWordings } from "@/lib/bff/promotion-words";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { getPromoCode, updatePromoCode } from "@/lib/client/configuration";

export const GET = bffEndpoint(
  configurationApi.promoCode,
  async ({ caller, params }) => getPromoCode(caller, params.id),
  {
    wordings: promotionWordings,
  },
);

export const PUT = bffEndpoint(
  configurationApi.updatePromoCode,
  async ({ req, caller, params, body }) => {
    const { id } = params;
    await requireUnchanged(req, () => getPromoCode(caller, id));
    await updatePromoCode(caller, id, body);
    return getPromoCode(caller, id);
  },
  { wordings: promotionWordings },
);
