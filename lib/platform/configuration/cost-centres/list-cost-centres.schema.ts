import { operation } from "../../http/operation";
import { costCentre } from "../../../contract/configuration";
import { z } from "zod";

/** GET /api/configuration/cost-centres (sandbox-contract §5): [{ id, description, reference }] by id. */
export const listCostCentres = operation({
  method: "get",
  path: "/api/configuration/cost-centres",
  summary: "List cost centres",
  description: "Array of { id, description, reference } ordered by id.",
  tags: ["Configuration: cost centres"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  responses: { 200: { description: "The cost centres", schema: z.array(costCentre) } },
});
