import { configurationApi } from "@frontdesk/lib/api/configuration";
import { userFieldWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform, exchangePlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(
  configurationApi.userFields,
  async ({ caller, query }) =>
    callPlatform(caller, configuration.listUserFields, {
      query: { ids: query.ids?.length ? query.ids.join(",") : undefined },
    }),
  { wordings: userFieldWordings },
);

export const POST = bffEndpoint(
  configurationApi.createUserField,
  async ({ caller, body }) => {
    // 201 with an empty body: the new id is read from Location (…/user-fields?ids={id})
    const { headers } = await exchangePlatform(caller, configuration.createUserField, { body });
    const location = headers.get("location");
    const id = location ? Number(new URL(location, "http://platform.invalid").searchParams.get("ids")) : NaN;
    return Response.json({ id: Number.isInteger(id) && id > 0 ? id : null }, { status: 201 });
  },
  { wordings: userFieldWordings },
);
