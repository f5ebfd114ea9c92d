import { apiPath, withQuery, type QueryValues } from "@/lib/bff/api-path";
import type { BoardFilters } from "./queries";

/** The prospects area's BFF URLs (app/api/prospects/**), written once for every query hook. */
export const prospectPaths = {
  board: (query: QueryValues) => withQuery("/api/prospects/board", query),
  /** The CSV of every interaction the board's filters show. */
  boardExport: (filters: BoardFilters) => withQuery("/api/prospects/board/export", { ...filters }),
  catalogue: "/api/prospects/catalogue",
  search: (search: string, limit: number) => withQuery("/api/prospects/members", { search, limit }),
  interactions: (memberId: number) => apiPath`/api/prospects/members/${memberId}/interactions`,
  interaction: (memberId: number, id: number) => apiPath`/api/prospects/members/${memberId}/interactions/${id}`,
};
