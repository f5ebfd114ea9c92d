import { configurationApi } from "@frontdesk/lib/api/configuration";
import { promotionWordings } from "@frontdesk/lib/contract/promotion-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

/** Every code, inactive included (so they can be switched on), unless includeInactive=false. */
export const GET = bffEndpoint(
  configurationApi.promoCodes,
  async ({ caller, query }) =>
    callPlatform(caller, configuration.listPromoCodes, {
      query: { includeInactive: query.includeInactive !== "false" ? "true" : undefined },
    }),
  { wordings: promotionWordings },
);

/** Endpoint 17: the platform answers the bare new id; the BFF answers the code as stored. */
export const POST = bffEndpoint(
  configurationApi.createPromoCode,
  async ({ caller, body }) => {
    const id = await callPlatform(caller, configuration.createPromoCode, { body });
    return Response.json(await callPlatform(caller, configuration.getPromoCode, { params: { idOrCode: id } }), {
      status: 201,
    });
  },
  { wordings: promotionWordings },
);
