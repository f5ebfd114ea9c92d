import { configurationApi } from "@/lib/api/configuration";
import { promotionWordings } from "@/lib/bff/promotion-words";
import { bffEndpoint } from "@/lib/bff/route";
import { createPromoCode, getPromoCode, listPromoCodes } from "@/lib/client/configuration";

/** Every code, inactive included (so they can be switched on), unless includeInactive=false. */
export const GET = bffEndpoint(
  configurationApi.promoCodes,
  async ({ caller, query }) => listPromoCodes(caller, query.includeInactive !== "false"),
  { wordings: promotionWordings },
);

/** Endpoint 17: the platform answers the bare new id; the BFF answers the code as stored. */
export const POST = bffEndpoint(
  configurationApi.createPromoCode,
  async ({ caller, body }) => {
    const id = await createPromoCode(caller, body);
    return Response.json(await getPromoCode(caller, id), { status: 201 });
  },
  { wordings: promotionWordings },
);
