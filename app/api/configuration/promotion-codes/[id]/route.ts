import { promotionWordings } from "@/lib/bff/promotion-words";
import { BffProblem, bffRoute } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { updatePromoCodeRequest } from "@/lib/contract/promotions";
import { getPromoCode, updatePromoCode } from "@/lib/client/configuration";

const idOf = (params: Record<string, string>) => {
  const raw = params.id ?? "";
  if (!/^\d{1,9}$/.test(raw)) throw new BffProblem(problem(400, `The value '${raw}' is not a valid promo-code id.`));
  return Number(raw);
};

export const GET = bffRoute({ roles: ["manager"], wordings: promotionWordings }, async ({ caller, params }) => getPromoCode(caller, idOf(params)));

/** Merge update (e.g. { active: true }); answers the code as now stored. */
export const PUT = bffRoute({ roles: ["manager"], mutation: true, body: updatePromoCodeRequest, wordings: promotionWordings }, async ({ caller, params, body }) => {
  const id = idOf(params);
  await updatePromoCode(caller, id, body);
  return getPromoCode(caller, id);
});
