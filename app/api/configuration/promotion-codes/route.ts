import { promotionWordings } from "@/lib/bff/promotion-words";
import { bffRoute } from "@/lib/bff/route";
import { createPromoCodeRequest } from "@/lib/contract/promotions";
import { createPromoCode, getPromoCode, listPromoCodes } from "@/lib/client/configuration";

/** Promotion codes (managers): every code, inactive included, so they can be switched on. */
export const GET = bffRoute({ roles: ["manager"], wordings: promotionWordings }, async ({ caller, query }) =>
  listPromoCodes(caller, query.get("includeInactive") !== "false"),
);

/** Endpoint 17: the platform answers the bare new id; the BFF answers the code as stored. */
export const POST = bffRoute(
  { roles: ["manager"], mutation: true, body: createPromoCodeRequest, wordings: promotionWordings },
  async ({ caller, body }) => {
    const id = await createPromoCode(caller, body);
    return Response.json(await getPromoCode(caller, id), { status: 201 });
  },
);
