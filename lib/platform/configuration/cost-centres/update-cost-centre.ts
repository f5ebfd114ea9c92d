import { eq, sql } from "drizzle-orm";
import { costCentres } from "../../db/schema";
import { PlatformError } from "../../http/errors";
import { route } from "../../http/route";
import { costCentreMessages as m } from "../../../contract/configuration";
import * as declared from "./update-cost-centre.schema";

/**
 * Endpoint 19: partial update (omitted or null keeps the value). Order: the 255-character
 * model checks (both fields reported together), the empty description, then the lookup (404).
 */
export const updateCostCentre = route(declared.updateCostCentre, async (ctx) => {
  const { description, reference } = ctx.input.body;

  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: costCentres.id })
      .from(costCentres)
      .where(sql`lower(${costCentres.id}) = lower(${ctx.input.params.id})`)
      .limit(1);
    if (!found) throw PlatformError.text(404, m.unknownId);
    const changes = {
      ...(description !== undefined ? { description } : {}),
      ...(reference !== undefined ? { reference } : {}),
    };
    if (Object.keys(changes).length > 0) await tx.update(costCentres).set(changes).where(eq(costCentres.id, found.id));
  });
  return ctx.empty(204);
});
