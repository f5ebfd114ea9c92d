import { parseInput } from "@/lib/bff/route";
import { boardQuerySchema } from "@/lib/contract/prospects";

/** The board's filters from the query (the board and its CSV export read them alike); 400 by field. */
export function boardQueryOf(query: URLSearchParams) {
  return parseInput(boardQuerySchema, Object.fromEntries([...query.entries()].filter(([, v]) => v !== "")));
}
