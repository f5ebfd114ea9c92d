import { eq } from "drizzle-orm";
import { products } from "../../db/schema";
import { PlatformError } from "../../http/errors";
import { route } from "../../http/route";
import { resourceProductMessages as m } from "../../../contract/configuration";
import { renderResourceProducts } from "./resource-product-resource";
import * as declared from "./get-resource-product.schema";

/** Endpoint 20. */
export const getResourceProductById = route(declared.getResourceProductById, async (ctx) => {
  const { productId } = ctx.input.params;
  const rows = await ctx.db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (rows.length === 0) throw PlatformError.text(400, m.notFound);
  const [body] = await renderResourceProducts(ctx.db, rows, true);
  return ctx.answer(200, body);
});

/**
 * Endpoint 20 with an empty productId segment: 400 ProductId must be specified. The declared path
 * parse refuses it before any handler runs, so this route declares (and answers) no success.
 */
export const getResourceProductEmptySegment = route(declared.getResourceProductEmptySegment, () => {
  throw PlatformError.text(400, m.idMissing);
});
