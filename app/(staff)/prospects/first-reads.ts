import { GET as boardRoute } from "@/app/api/prospects/board/route";
import { GET as catalogueRoute } from "@/app/api/prospects/catalogue/route";
import { boardFirstPageSize, interactionStatuses } from "@frontdesk/lib/contract/prospect-statuses";
import type { ServerRead } from "../server-reads";

/**
 * The board as it first opens, read with the page by its routes' own reads: the pickers' catalogue and each column's
 * first page (a short one) of the person's own interactions ("Mine", no other filter; the unassigned column is
 * everyone's), under the keys the board's columns use, so the first paint shows the cards. A column is an infinite
 * query: its key is its route's read's key of the column (status and filters, no page size) plus "pages", as the
 * board's boardColumnKey makes it (components/prospects/queries.ts).
 */
export const boardReads = (staffId: string): ServerRead[] => [
  catalogueRoute.read(),
  ...Object.values(interactionStatuses).map((status): ServerRead => {
    const filters = status === interactionStatuses.unassigned ? {} : { scheduledWith: staffId };
    const [columnKey] = boardRoute.read({ query: { status, ...filters } });
    return [
      [...columnKey, "pages"],
      async (s) => {
        const page = await boardRoute.readAs(s, { query: { status, limit: boardFirstPageSize, ...filters } });
        return page && { pages: [page], pageParams: [undefined] }; // the column is an infinite query
      },
    ];
  }),
];
