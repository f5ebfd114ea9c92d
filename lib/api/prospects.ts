import { z } from "zod";
import {
  boardQuerySchema,
  boardViewSchema,
  createInteractionSchema,
  interactionCatalogueSchema,
  interactionViewSchema,
  prospectSearchResultSchema,
  updateInteractionSchema,
} from "@frontdesk/lib/contract/prospects";
import { endpoint } from "./endpoint";
import { interactionIdParam, memberPath } from "./params";
import { pageNumber } from "./query";

/** The BFF's prospect endpoints: app/api/prospects/** (the sales team's board and interactions). */
const interactions = "/api/prospects/members/[memberId]/interactions";

export const prospectApi = {
  /** The board: one column (status) or all, with the filters and the keyset cursor. */
  board: endpoint({
    method: "GET",
    path: "/api/prospects/board",
    permission: "prospects.work",
    query: boardQuerySchema,
    response: boardViewSchema,
  }),
  /** Every interaction on the board with its current filters, as CSV (not only the pages on screen). */
  boardExport: endpoint({
    method: "GET",
    path: "/api/prospects/board/export",
    permission: "prospects.work",
    query: boardQuerySchema.omit({ status: true, limit: true, cursor: true }),
    response: { file: "text/csv" },
  }),
  /** Interaction types with their sub types and outcomes, for the pickers. */
  catalogue: endpoint({
    method: "GET",
    path: "/api/prospects/catalogue",
    permission: "prospects.work",
    response: interactionCatalogueSchema,
  }),
  /** Prospects to raise an interaction for, by id or name prefix. */
  search: endpoint({
    method: "GET",
    path: "/api/prospects/members",
    permission: "prospects.work",
    query: z.object({
      search: z.string().max(200, { error: "Search for at most 200 characters." }).optional(),
      limit: pageNumber("The number of results", 1, 50).optional(),
    }),
    response: prospectSearchResultSchema,
  }),
  interactions: endpoint({
    method: "GET",
    path: interactions,
    permission: "prospects.work",
    params: memberPath,
    response: z.array(interactionViewSchema),
  }),
  /** Endpoint 9: create (201); failures come back under their field. */
  createInteraction: endpoint({
    method: "POST",
    path: interactions,
    permission: "prospects.work",
    params: memberPath,
    body: createInteractionSchema,
    response: interactionViewSchema,
  }),
  /**
   * Endpoint 10: partial update; 412 if someone else changed it since it was read. Answers the
   * interaction as stored afterwards (its new version for the next write), nothing once it is gone.
   */
  updateInteraction: endpoint({
    method: "PUT",
    path: `${interactions}/[id]`,
    permission: "prospects.work",
    params: { ...memberPath, id: interactionIdParam },
    body: updateInteractionSchema,
    response: interactionViewSchema.optional(),
  }),
  /** Removes it; 412 if someone else changed it since it was read. */
  deleteInteraction: endpoint({
    method: "DELETE",
    path: `${interactions}/[id]`,
    permission: "prospects.work",
    params: { ...memberPath, id: interactionIdParam },
    response: null,
  }),
};
