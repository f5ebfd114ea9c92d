import type { BoardResponse, BoardStart } from "@/lib/contract/prospects";
import { boardFirstPageSize, interactionStatuses } from "@/lib/contract/prospect-statuses";
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

const boardStatuses = Object.values(interactionStatuses);

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

/**
 * The board as it first opens, read with the page so its first paint shows the cards: the pickers'
 * catalogue and each column's first page of the person's own interactions ("Mine", no other filter;
 * the unassigned column is everyone's), as the board's own reads would ask for them.
 */
export async function getBoardStart(caller: Caller): Promise<BoardStart> {
  const read = (status: number) =>
    callPlatform(caller, prospects.prospectBoard, {
      query: {
        status,
        limit: boardFirstPageSize,
        ...(status === interactionStatuses.unassigned ? {} : { scheduledWith: caller.staffId }),
      },
    });
  const [catalogue, ...pages] = await Promise.all([
    getInteractionCatalogue(caller),
    ...boardStatuses.map(async (status) => boardPageNamed(await read(status))),
  ]);
  return {
    readAt: Date.now(),
    catalogue,
    columns: Object.fromEntries(boardStatuses.map((status, i) => [status, pages[i]])) as Record<number, BoardResponse>,
  };
}
