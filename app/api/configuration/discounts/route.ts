import { configurationApi } from "@frontdesk/lib/api/configuration";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(configurationApi.discounts, async ({ caller }) =>
  callPlatform(caller, configuration.listDiscounts),
);

export const POST = bffEndpoint(configurationApi.createDiscount, async ({ caller, body }) =>
  Response.json(await callPlatform(caller, configuration.createDiscount, { body }), { status: 201 }),
);
