import { configurationApi } from "@frontdesk/lib/api/configuration";
import { promotionWordings } from "@frontdesk/lib/contract/promotion-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

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
