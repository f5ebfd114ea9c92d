import type { BoardResponse, BoardStart } from "@/lib/contract/prospects";
import { boardFirstPageSize, interactionStatuses } from "@/lib/contract/prospect-statuses";
import { callPlatform } from "@/lib/client/call-platform";
import type { Caller } from "@/lib/client/transport";
import { prospects } from "@/lib/platform/operations";

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
  const [catalogue, ...pages] = await Promise.all([getInteractionCatalogue(caller), ...boardStatuses.map(read)]);
  return {
    readAt: Date.now(),
    catalogue,
    columns: Object.fromEntries(boardStatuses.map((status, i) => [status, pages[i]])) as Record<number, BoardResponse>,
  };
}
