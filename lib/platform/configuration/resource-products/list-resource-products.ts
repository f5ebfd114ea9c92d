import { asc, eq } from "drizzle-orm";
import { products } from "../../db/schema";
import { route } from "../../http/route";
import { renderResourceProducts } from "./resource-product-resource";
import * as declared from "./list-resource-products.schema";

/** GET /api/configuration/resource-products (sandbox-contract §5): the genuine resource products, by id. */
export const listResourceProducts = route(declared.listResourceProducts, async (ctx) => {
  const rows = await ctx.db.select().from(products).where(eq(products.kind, "resource")).orderBy(asc(products.id));
  return ctx.answer(200, await renderResourceProducts(ctx.db, rows, false));
});
