import { bffRoute, BffProblem } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { boardQuerySchema } from "@/lib/contract/prospects";
import { getProspectBoard } from "@/lib/client/prospects";
import { salesRoles } from "../interaction-problem";

/** The board: one column (status) or all, with the filters and the keyset cursor. */
export const GET = bffRoute({ roles: salesRoles }, async ({ caller, query }) => {
  const parsed = boardQuerySchema.safeParse(Object.fromEntries([...query.entries()].filter(([, v]) => v !== "")));
  if (!parsed.success) throw new BffProblem(problem(400, parsed.error.issues[0]?.message ?? "The board filters are not valid."));
  return getProspectBoard(caller, parsed.data);
});
