import { asc } from "drizzle-orm";
import { route } from "../http/route";
import { discounts } from "../db/schema";
import * as declared from "./discounts.schema";

const render = (d: typeof discounts.$inferSelect) => ({
  id: d.id,
  description: d.description,
  percentOff: Number(d.percentOff),
});

/** The all-discounts endpoint that promo-code discountIds come from. */
export const listDiscounts = route(declared.listDiscounts, async (ctx) =>
  ctx.answer(200, (await ctx.db.select().from(discounts).orderBy(asc(discounts.id))).map(render)),
);

/** The create-discount endpoint: 201 with the discount (its id is what promo codes map to). */
export const createDiscount = route(declared.createDiscount, async (ctx) => {
  const { description, percentOff } = ctx.input.body;
  const [row] = await ctx.db.transaction((tx) =>
    tx
      .insert(discounts)
      .values({ description, percentOff: percentOff.toFixed(2) })
      .returning(),
  );
  return ctx.answer(201, render(row));
});
