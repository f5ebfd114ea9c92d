import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { updateInteractionSchema } from "@/lib/contract/prospects";
import { deleteInteraction, updateInteraction } from "@/lib/client/prospects";
import { salesRoles, withInteractionFieldErrors } from "../../../../interaction-problem";

const idOf = (params: Record<string, string>) => (/^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : 0);

/** Endpoint 10: partial update (204); failures come back under their field. */
export const PUT = bffRoute({ roles: salesRoles, mutation: true, body: updateInteractionSchema }, async ({ caller, params, body }) => {
  await withInteractionFieldErrors(updateInteraction(caller, memberIdParam(params), idOf(params), body));
});

export const DELETE = bffRoute({ roles: salesRoles, mutation: true }, async ({ caller, params }) => {
  await withInteractionFieldErrors(deleteInteraction(caller, memberIdParam(params), idOf(params)));
});
