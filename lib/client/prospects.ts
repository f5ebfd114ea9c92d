import type {
  BoardQuery,
  BoardResponse,
  BoardStart,
  CreateInteraction,
  InteractionOutcome,
  InteractionSubType,
  InteractionType,
  ProspectInteraction,
  ProspectSearchItem,
  UpdateInteraction,
} from "@/lib/contract/prospects";
import { boardFirstPageSize, interactionStatuses } from "@/lib/contract/prospect-statuses";
import { platformJson, type Caller } from "./transport";

const boardStatuses = Object.values(interactionStatuses);

/**
 * The typed platform client for prospect interactions (endpoints 9 and 10, their related reads
 * and the board extension): one function per endpoint. The token's member is not compared with
 * memberId on these endpoints, so no member-scoped token is needed.
 */
const interactions = (memberId: number) => `/api/members/prospects/${memberId}/interactions`;

/** GET /api/prospects/board — one page of the board with per-column counts. */
export const getProspectBoard = (caller: Caller, query: BoardQuery) =>
  platformJson<BoardResponse>(caller, { method: "GET", path: "/api/prospects/board", query: { ...query } });

/**
 * The board as it first opens, read with the page so its first paint shows the cards: the pickers'
 * catalogue and each column's first page of the person's own interactions ("Mine", no other filter;
 * the unassigned column is everyone's), as the board's own reads would ask for them.
 */
export async function getBoardStart(caller: Caller): Promise<BoardStart> {
  const read = (status: number) =>
    getProspectBoard(caller, {
      status,
      limit: boardFirstPageSize,
      ...(status === interactionStatuses.unassigned ? {} : { scheduledWith: caller.staffId }),
    });
  const [catalogue, ...pages] = await Promise.all([getInteractionCatalogue(caller), ...boardStatuses.map(read)]);
  return {
    readAt: Date.now(),
    catalogue,
    columns: Object.fromEntries(boardStatuses.map((status, i) => [status, pages[i]])) as Record<number, BoardResponse>,
  };
}

/** GET /api/members/prospects/{memberId}/interactions[?status=] */
export const listMemberInteractions = (caller: Caller, memberId: number, status?: number) =>
  platformJson<ProspectInteraction[]>(caller, { method: "GET", path: interactions(memberId), query: { status } });

/** POST /api/members/prospects/{memberId}/interactions (endpoint 9): 201 with the interaction. */
export const createInteraction = (caller: Caller, memberId: number, body: CreateInteraction) =>
  platformJson<ProspectInteraction>(caller, { method: "POST", path: interactions(memberId), body });

/** PUT /api/members/prospects/{memberId}/interactions/{id} (endpoint 10): partial merge, 204. */
export const updateInteraction = (caller: Caller, memberId: number, id: number, body: UpdateInteraction) =>
  platformJson<void>(caller, { method: "PUT", path: `${interactions(memberId)}/${id}`, body });

/** DELETE /api/members/prospects/{memberId}/interactions/{id}: 204. */
export const deleteInteraction = (caller: Caller, memberId: number, id: number) =>
  platformJson<void>(caller, { method: "DELETE", path: `${interactions(memberId)}/${id}` });

/** GET /api/configuration/interaction-types */
export const listInteractionTypes = (caller: Caller) =>
  platformJson<InteractionType[]>(caller, { method: "GET", path: "/api/configuration/interaction-types" });

/** GET /api/configuration/interaction-types/{typeId}/sub-types */
export const listInteractionSubTypes = (caller: Caller, typeId: string) =>
  platformJson<InteractionSubType[]>(caller, {
    method: "GET",
    path: `/api/configuration/interaction-types/${encodeURIComponent(typeId)}/sub-types`,
  });

/** GET /api/configuration/interaction-types/{typeId}/outcomes */
export const listInteractionOutcomes = (caller: Caller, typeId: string) =>
  platformJson<InteractionOutcome[]>(caller, {
    method: "GET",
    path: `/api/configuration/interaction-types/${encodeURIComponent(typeId)}/outcomes`,
  });

/** The interaction catalogue a form needs: each type with its sub types and outcomes. */
export async function getInteractionCatalogue(caller: Caller) {
  const types = await listInteractionTypes(caller);
  return Promise.all(
    types.map(async (type) => {
      const [subTypes, outcomes] = await Promise.all([
        listInteractionSubTypes(caller, type.id),
        listInteractionOutcomes(caller, type.id),
      ]);
      return { ...type, subTypes, outcomes };
    }),
  );
}

/**
 * The form field a platform message of endpoints 9 and 10 is about, so the BFF can put it under
 * that field: limits name their field first; the 422 references name the sub type or outcome.
 */
export function interactionFieldOf(message: string): string | undefined {
  const leading = message.match(
    /^(interactionSubTypeId|details|nextActionDate|scheduledWith|scheduledBy|outcomeOfInteractionTypeId|duration|priority|emailConfirmationType|interactionStatus|reminder)\b/,
  );
  if (leading) return leading[1];
  if (/^Interaction outcome /.test(message)) return "outcomeOfInteractionTypeId";
  if (/^Interaction sub type /.test(message) || /non-empty interactionSubTypeId/.test(message))
    return "interactionSubTypeId";
  return undefined;
}

/** GET /api/prospects/members?search= — prospects by id or name prefix (board extension). */
export const searchProspects = (caller: Caller, search: string, limit = 10) =>
  platformJson<ProspectSearchItem[]>(caller, {
    method: "GET",
    path: "/api/prospects/members",
    query: { search, limit },
  });
