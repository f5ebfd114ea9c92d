import { promotionWordings } from "@/lib/bff/promotion-words";
import { bffRoute } from "@/lib/bff/route";
import { promoCodeIdParam } from "@/lib/api/params";
import { requireUnchanged, versioned } from "@/lib/bff/versioned";
import { updatePromoCodeRequest } from "@/lib/contract/promotions";
import { getPromoCode, updatePromoCode } from "@/lib/client/configuration";

const promoCodePath = { id: promoCodeIdParam };

export const GET = bffRoute(
  { roles: ["manager"], params: promoCodePath, wordings: promotionWordings },
  async ({ caller, params }) => versioned(await getPromoCode(caller, params.id)),
);

/** Merge update (e.g. { active: true }); 412 if the code changed since it was read; answers the code as now stored. */
export const PUT = bffRoute(
  {
    roles: ["manager"],
    params: promoCodePath,
    mutation: true,
    body: updatePromoCodeRequest,
    wordings: promotionWordings,
  },
  async ({ req, caller, params, body }) => {
    const { id } = params;
    await requireUnchanged(req, () => getPromoCode(caller, id));
    await updatePromoCode(caller, id, body);
    return versioned(await getPromoCode(caller, id));
  },
);
