import { bffRoute } from "@/lib/bff/route";
import { createDiscountRequest } from "@/lib/contract/promotions";
import { createDiscount, listDiscounts } from "@/lib/client/configuration";

export const GET = bffRoute({ roles: ["manager"] }, async ({ caller }) => listDiscounts(caller));

export const POST = bffRoute(
  { roles: ["manager"], mutation: true, body: createDiscountRequest },
  async ({ caller, body }) => Response.json(await createDiscount(caller, body), { status: 201 }),
);
