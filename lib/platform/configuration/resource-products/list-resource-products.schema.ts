import { operation } from "../../http/operation";
import { resourceProduct } from "../../../contract/configuration";
import { z } from "zod";

/** GET /api/configuration/resource-products (sandbox-contract §5): the genuine resource products, by id. */
export const listResourceProducts = operation({
  method: "get",
  path: "/api/configuration/resource-products",
  summary: "List resource products",
  description:
    "Array of ResourceProduct (resource products only; retail products are left out) ordered by id, with opening times as on the single read. " +
    "A calendar entry with a start but no end time is left out of the list.",
  tags: ["Configuration: resource products"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  responses: { 200: { description: "The resource products", schema: z.array(resourceProduct) } },
});
