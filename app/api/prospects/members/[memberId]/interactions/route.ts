import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { createInteractionSchema } from "@/lib/contract/prospects";
import { createInteraction, listMemberInteractions } from "@/lib/client/prospects";
import { salesRoles, withInteractionFieldErrors } from "../../../interaction-problem";

/** A prospect's interactions. */
export const GET = bffRoute({ roles: salesRoles }, async ({ caller, params }) => listMemberInteractions(caller, memberIdParam(params)));

/** Endpoint 9: create; failures come back under their field. */
export const POST = bffRoute({ roles: salesRoles, mutation: true, body: createInteractionSchema }, async ({ caller, params, body }) => {
  const created = await withInteractionFieldErrors(createInteraction(caller, memberIdParam(params), body));
  return Response.json(created, { status: 201 });
});
