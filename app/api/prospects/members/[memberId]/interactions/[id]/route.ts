import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { interactionStamp } from "@/lib/bff/record-version";
import { requireUnchanged } from "@/lib/bff/versioned";
import { updateInteractionSchema } from "@/lib/contract/prospects";
import { deleteInteraction, listMemberInteractions, updateInteraction } from "@/lib/client/prospects";
import type { Caller } from "@/lib/client/transport";
import { salesRoles, withInteractionFieldErrors } from "../../../../interaction-problem";

const idOf = (params: Record<string, string>) => (/^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : 0);

/** The interaction as stored now, or null once removed (the platform has no single-interaction read). */
const storedInteraction = async (caller: Caller, memberId: number, id: number) => (await listMemberInteractions(caller, memberId)).find((i) => i.id === id) ?? null;

/** The interaction's version as stored now, for If-Match (lib/bff/versioned.ts). */
const storedStamp = (caller: Caller, memberId: number, id: number) => async () => {
  const found = await storedInteraction(caller, memberId, id);
  return found ? interactionStamp(found) : null;
};

/**
 * Endpoint 10: partial update; 412 if someone else changed it since it was read; failures come back
 * under their field. Answers the interaction as stored afterwards (its new version for the next write).
 */
export const PUT = bffRoute({ roles: salesRoles, mutation: true, body: updateInteractionSchema }, async ({ req, caller, params, body }) => {
  const memberId = memberIdParam(params);
  await requireUnchanged(req, storedStamp(caller, memberId, idOf(params)));
  await withInteractionFieldErrors(updateInteraction(caller, memberId, idOf(params), body));
  return (await storedInteraction(caller, memberId, idOf(params))) ?? undefined;
});

/** Removes it; 412 if someone else changed it since it was read. */
export const DELETE = bffRoute({ roles: salesRoles, mutation: true }, async ({ req, caller, params }) => {
  const memberId = memberIdParam(params);
  await requireUnchanged(req, storedStamp(caller, memberId, idOf(params)));
  await withInteractionFieldErrors(deleteInteraction(caller, memberId, idOf(params)));
});
