import { GET as boardRoute } from "@/app/api/prospects/board/route";
import { GET as catalogueRoute } from "@/app/api/prospects/catalogue/route";
import { prospectKeys } from "@/components/prospects/prospect-keys";
import { boardFirstPageSize, interactionStatuses } from "@/lib/contract/prospect-statuses";
import type { ServerRead } from "../server-reads";

/**
 * The board as it first opens, read with the page by its routes' own reads: the pickers' catalogue and each column's
 * first page (a short one) of the person's own interactions ("Mine", no other filter; the unassigned column is
 * everyone's), under the keys the board's columns use, so the first paint shows the cards.
 */
export const boardReads = (staffId: string): ServerRead[] => [
  [prospectKeys.catalogue, (s) => catalogueRoute.readAs(s)],
  ...Object.values(interactionStatuses).map((status): ServerRead => {
    const filters = status === interactionStatuses.unassigned ? {} : { scheduledWith: staffId };
    return [
      prospectKeys.column(filters, status),
      async (s) => {
        const page = await boardRoute.readAs(s, { query: { status, limit: boardFirstPageSize, ...filters } });
        return page && { pages: [page], pageParams: [undefined] }; // the column is an infinite query
      },
    ];
  }),
];
