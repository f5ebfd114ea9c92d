import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/api/params";
import { createInteractionSchema } from "@/lib/contract/prospects";
import { createInteraction, listMemberInteractions } from "@/lib/client/prospects";
import { salesRoles, withInteractionFieldErrors } from "../../../interaction-problem";

/** A prospect's interactions. */
export const GET = bffRoute({ roles: salesRoles, params: memberPath }, async ({ caller, params }) =>
  listMemberInteractions(caller, params.memberId),
);

/** Endpoint 9: create; failures come back under their field. */
export const POST = bffRoute(
  { roles: salesRoles, params: memberPath, mutation: true, body: createInteractionSchema },
  async ({ caller, params, body }) => {
    const created = await withInteractionFieldErrors(createInteraction(caller, params.memberId, body));
    return Response.json(created, { status: 201 });
  },
);
