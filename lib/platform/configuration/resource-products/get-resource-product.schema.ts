import { operation } from "../../http/operation";
import { resourceProduct, resourceProductMessages as m } from "../../../contract/configuration";
import { PlatformError } from "../../http/errors";
import { z } from "zod";

const description =
  "ResourceProduct. productId is upper-cased and looked up by id alone, so a retail product id answers 200 too (empty openingTimes; the demo's retail product has its own empty calendar). " +
  "Unknown id gives 400 plain text 'Product not found' (never 404); an empty segment gives 400 'ProductId must be specified'. " +
  "openingTimes is never null; day is the English weekday name (null when out of range); times are HH:mm site-local, and minute values 1 to 9 " +
  "are rendered as if multiples of ten (09:05 appears as 09:50), reproducing the original service faithfully. " +
  "Sandbox choice: a calendar entry with a start but no end time, documented as a 500, is answered with a 400 plain-text message naming it.";

/** The path productId, upper-cased; an empty (or blank) one is 400 before any lookup. */
export const productPath = {
  parse: (params: Record<string, string>) => {
    const productId = (params.productId ?? "").trim().toUpperCase();
    if (productId === "") throw PlatformError.text(400, m.idMissing);
    return { productId };
  },
};

const gate = { tags: ["Configuration: resource products"], products: ["FOH"], features: ["FOHGENERIC"] };

const responses = {
  200: { description: "The product", schema: resourceProduct },
  400: { description: "ProductId must be specified / Product not found", kind: "text" as const },
};

/** Endpoint 20. */
export const getResourceProductById = operation({
  method: "get",
  path: "/api/configuration/resource-products/:productId",
  summary: "Get a resource product",
  description,
  ...gate,
  input: { params: { schema: z.object({ productId: z.string().max(15) }), ...productPath } },
  responses,
});

/** Endpoint 20 with an empty productId segment: 400 ProductId must be specified. */
export const getResourceProductEmptySegment = operation({
  method: "get",
  path: "/api/configuration/resource-products/",
  summary: "Get a resource product (empty productId)",
  description: "An empty productId segment gives 400 plain text 'ProductId must be specified'.",
  ...gate,
  input: { params: productPath },
  responses: { 400: responses[400] },
});
