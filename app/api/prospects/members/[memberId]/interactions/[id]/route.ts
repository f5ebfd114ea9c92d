import { bffRoute } from "@/lib/bff/route";
import { interactionIdParam, memberPath } from "@/lib/api/params";
import { interactionStamp } from "@/lib/bff/record-version";
import { requireUnchanged } from "@/lib/bff/versioned";
import { updateInteractionSchema } from "@/lib/contract/prospects";
import { deleteInteraction, listMemberInteractions, updateInteraction } from "@/lib/client/prospects";
import type { Caller } from "@/lib/client/transport";
import { salesRoles, withInteractionFieldErrors } from "../../../../interaction-problem";

const interactionPath = { ...memberPath, id: interactionIdParam };

/** The interaction as stored now, or null once removed (the platform has no single-interaction read). */
const storedInteraction = async (caller: Caller, memberId: number, id: number) =>
  (await listMemberInteractions(caller, memberId)).find((i) => i.id === id) ?? null;

/** The interaction's version as stored now, for If-Match (lib/bff/versioned.ts). */
const storedStamp = (caller: Caller, memberId: number, id: number) => async () => {
  const found = await storedInteraction(caller, memberId, id);
  return found ? interactionStamp(found) : null;
};

/**
 * Endpoint 10: partial update; 412 if someone else changed it since it was read; failures come back
 * under their field. Answers the interaction as stored afterwards (its new version for the next write).
 */
export const PUT = bffRoute(
  { roles: salesRoles, params: interactionPath, mutation: true, body: updateInteractionSchema },
  async ({ req, caller, params, body }) => {
    const { memberId, id } = params;
    await requireUnchanged(req, storedStamp(caller, memberId, id));
    await withInteractionFieldErrors(updateInteraction(caller, memberId, id, body));
    return (await storedInteraction(caller, memberId, id)) ?? undefined;
  },
);

/** Removes it; 412 if someone else changed it since it was read. */
export const DELETE = bffRoute(
  { roles: salesRoles, params: interactionPath, mutation: true },
  async ({ req, caller, params }) => {
    const { memberId, id } = params;
    await requireUnchanged(req, storedStamp(caller, memberId, id));
    await withInteractionFieldErrors(deleteInteraction(caller, memberId, id));
  },
);
