import { configurationApi } from "@/lib/api/configuration";
import { userFieldWordings } from "@/lib/bff/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { createUserField, listUserFields } from "@/lib/client/configuration";

export const GET = bffEndpoint(
  configurationApi.userFields,
  async ({ caller, query }) => listUserFields(caller, query.ids),
  { wordings: userFieldWordings },
);

export const POST = bffEndpoint(
  configurationApi.createUserField,
  async ({ caller, body }) => Response.json(await createUserField(caller, body), { status: 201 }),
  { wordings: userFieldWordings },
);
