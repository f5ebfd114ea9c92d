import type { RouteDef } from "../http/route";
import { userFieldRoutes } from "./user-fields/routes";
import { statusRoutes } from "./statuses/routes";
import { siteRoutes } from "./sites/routes";
import { costCentreRoutes } from "./cost-centres/routes";
import { resourceProductRoutes } from "./resource-products/routes";
import { mobileAppRoutes } from "./mobile-apps";
import { promotionCodeRoutes } from "./promotion-codes";
import { discountRoutes } from "./discounts";
import { discountUsageRoutes } from "./discount-usage";

export const routes: RouteDef[] = [
  ...userFieldRoutes,
  ...statusRoutes,
  ...siteRoutes,
  ...costCentreRoutes,
  ...resourceProductRoutes,
  ...mobileAppRoutes,
  ...promotionCodeRoutes,
  ...discountRoutes,
  ...discountUsageRoutes,
];
