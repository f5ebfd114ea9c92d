import { BffProblem } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { boardQuerySchema } from "@/lib/contract/prospects";

/** The board's filters from the query (the board and its CSV export read them alike). */
export function boardQueryOf(query: URLSearchParams) {
  const parsed = boardQuerySchema.safeParse(Object.fromEntries([...query.entries()].filter(([, v]) => v !== "")));
  if (!parsed.success) throw new BffProblem(problem(400, parsed.error.issues[0]?.message ?? "The board filters are not valid."));
  return parsed.data;
}
