import { userFieldWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { createUserFieldRequest } from "@/lib/contract/configuration";
import { createUserField, listUserFields } from "@/lib/client/configuration";

/** User field definitions (managers). */
export const GET = bffRoute({ roles: ["manager"], wordings: userFieldWordings }, async ({ caller, query }) => {
  const ids = (query.get("ids") ?? "")
    .split(",")
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return listUserFields(caller, ids);
});

/** Endpoint 3: answers { id } of the new definition (read from the platform's Location header). */
export const POST = bffRoute(
  { roles: ["manager"], mutation: true, body: createUserFieldRequest, wordings: userFieldWordings },
  async ({ caller, body }) => {
    const created = await createUserField(caller, body);
    return Response.json(created, { status: 201 });
  },
);
