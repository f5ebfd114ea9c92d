import type { BoardResponse } from "@/lib/contract/prospects";
import { callPlatform } from "@/lib/client/call-platform";
import type { Caller } from "@/lib/client/transport";
import { prospects } from "@/lib/platform/operations";
import { staffNamesOf } from "./audit";

/**
 * Interactions with the name of the staff member each is scheduled with, as the data-access audit names
 * them (issue 35): "Sam Sales", not "sales". A username no staff member has is left as stored.
 */
export async function withStaffNames<T extends { scheduledWith: string | null }>(
  interactions: T[],
): Promise<(T & { scheduledWithName?: string })[]> {
  const names = await staffNamesOf(interactions.flatMap((i) => (i.scheduledWith ? [i.scheduledWith] : [])));
  return interactions.map((i) => {
    const name = i.scheduledWith ? names[i.scheduledWith] : undefined;
    return name ? { ...i, scheduledWithName: name } : i;
  });
}

/** A page of the board, its interactions named (withStaffNames). */
export const boardPageNamed = async (page: BoardResponse): Promise<BoardResponse> => ({
  ...page,
  data: await withStaffNames(page.data),
});

/** The interaction types, each with its sub types and outcomes: what the board's pickers offer. */
export async function getInteractionCatalogue(caller: Caller) {
  const types = await callPlatform(caller, prospects.listInteractionTypes);
  return Promise.all(
    types.map(async (type) => {
      const params = { typeId: type.id };
      const [subTypes, outcomes] = await Promise.all([
        callPlatform(caller, prospects.listInteractionSubTypes, { params }),
        callPlatform(caller, prospects.listInteractionOutcomes, { params }),
      ]);
      return { ...type, subTypes, outcomes };
    }),
  );
}
