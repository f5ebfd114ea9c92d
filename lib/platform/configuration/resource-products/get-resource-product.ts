import { eq } from "drizzle-orm";
import { z } from "zod";
import { products } from "../../db/schema";
import { PlatformError } from "../../http/errors";
import { reply, route, type RouteContext } from "../../http/route";
import { resourceProduct, resourceProductMessages as m } from "../../../contract/configuration";
import { renderResourceProducts } from "./resource-product-resource";

const description =
  "ResourceProduct. productId is upper-cased and looked up by id alone, so a retail product id answers 200 too (empty openingTimes; the demo's retail product has its own empty calendar). " +
  "Unknown id gives 400 plain text 'Product not found' (never 404); an empty segment gives 400 'ProductId must be specified'. " +
  "openingTimes is never null; day is the English weekday name (null when out of range); times are HH:mm site-local, and minute values 1 to 9 " +
  "are rendered as if multiples of ten (09:05 appears as 09:50), reproducing the original service faithfully. " +
  "Sandbox choice: a calendar entry with a start but no end time, documented as a 500, is answered with a 400 plain-text message naming it.";

/** The path productId, upper-cased; an empty (or blank) one is 400 before any lookup. */
const productPath = {
  parse: (params: Record<string, string>) => {
    const productId = (params.productId ?? "").trim().toUpperCase();
    if (productId === "") throw PlatformError.text(400, m.idMissing);
    return { productId };
  },
};

async function getResourceProduct(ctx: RouteContext<{ params: typeof productPath }>) {
  const { productId } = ctx.input.params;
  const rows = await ctx.db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (rows.length === 0) throw PlatformError.text(400, m.notFound);
  const [body] = await renderResourceProducts(ctx.db, rows, true);
  return reply.json(body);
}

const gate = { tags: ["Configuration: resource products"], products: ["FOH"], features: ["FOHGENERIC"] };
const responses = {
  200: { description: "The product", schema: resourceProduct },
  400: { description: "ProductId must be specified / Product not found", kind: "text" as const },
};

/** Endpoint 20. */
export const getResourceProductById = route(
  {
    method: "get",
    path: "/api/configuration/resource-products/:productId",
    summary: "Get a resource product",
    description,
    ...gate,
    input: { params: { schema: z.object({ productId: z.string().max(15) }), ...productPath } },
    responses,
  },
  getResourceProduct,
);

/** Endpoint 20 with an empty productId segment: 400 ProductId must be specified. */
export const getResourceProductEmptySegment = route(
  {
    method: "get",
    path: "/api/configuration/resource-products/",
    summary: "Get a resource product (empty productId)",
    description: "An empty productId segment gives 400 plain text 'ProductId must be specified'.",
    ...gate,
    input: { params: productPath },
    responses: { 400: responses[400] },
  },
  getResourceProduct,
);
