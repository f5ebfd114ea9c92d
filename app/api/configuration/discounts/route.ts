import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

export const GET = bffEndpoint(configurationApi.discounts, async ({ caller }) =>
  callPlatform(caller, configuration.listDiscounts),
);

export const POST = bffEndpoint(configurationApi.createDiscount, async ({ caller, body }) =>
  Response.json(await callPlatform(caller, configuration.createDiscount, { body }), { status: 201 }),
);
