import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { createDiscount, listDiscounts } from "@/lib/client/configuration";

export const GET = bffEndpoint(configurationApi.discounts, async ({ caller }) => listDiscounts(caller));

export const POST = bffEndpoint(configurationApi.createDiscount, async ({ caller, body }) =>
  Response.json(await createDiscount(caller, body), { status: 201 }),
);
