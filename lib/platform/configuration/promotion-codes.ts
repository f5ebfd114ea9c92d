import type { RouteDef } from "../http/route";
import { createPromoCode } from "./promotion-codes-create";
import { getPromoCode, listPromoCodes } from "./promotion-codes-read";
import { updatePromoCode } from "./promotion-codes-update";

/** Promotion codes (endpoint 17 and its read and update counterparts). */
export const promotionCodeRoutes: RouteDef[] = [createPromoCode, getPromoCode, listPromoCodes, updatePromoCode];
