import { asc } from "drizzle-orm";
import { z } from "zod";
import { costCentres } from "../../db/schema";
import { reply, route } from "../../http/route";
import { costCentre } from "../../../contract/configuration";

/** GET /api/configuration/cost-centres (sandbox-contract §5): [{ id, description, reference }] by id. */
export const listCostCentres = route(
  {
    method: "get",
    path: "/api/configuration/cost-centres",
    summary: "List cost centres",
    description: "Array of { id, description, reference } ordered by id.",
    tags: ["Configuration: cost centres"],
    products: ["FOH"],
    features: ["FOHGENERIC"],
    responses: { 200: { description: "The cost centres", schema: z.array(costCentre) } },
  },
  async (ctx) => {
    const rows = await ctx.db
      .select({ id: costCentres.id, description: costCentres.description, reference: costCentres.reference })
      .from(costCentres)
      .orderBy(asc(costCentres.id));
    return reply.json(rows);
  },
);
