import { promotionWordings } from "@/lib/bff/promotion-words";
import { BffProblem, bffRoute } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { requireUnchanged, versioned } from "@/lib/bff/versioned";
import { updatePromoCodeRequest } from "@/lib/contract/promotions";
import { getPromoCode, updatePromoCode } from "@/lib/client/configuration";

const idOf = (params: Record<string, string>) => {
  const raw = params.id ?? "";
  if (!/^\d{1,9}$/.test(raw)) throw new BffProblem(problem(400, `The value '${raw}' is not a valid promo-code id.`));
  return Number(raw);
};

export const GET = bffRoute({ roles: ["manager"], wordings: promotionWordings }, async ({ caller, params }) => versioned(await getPromoCode(caller, idOf(params))));

/** Merge update (e.g. { active: true }); 412 if the code changed since it was read; answers the code as now stored. */
export const PUT = bffRoute({ roles: ["manager"], mutation: true, body: updatePromoCodeRequest, wordings: promotionWordings }, async ({ req, caller, params, body }) => {
  const id = idOf(params);
  await requireUnchanged(req, () => getPromoCode(caller, id));
  await updatePromoCode(caller, id, body);
  return versioned(await getPromoCode(caller, id));
});
