import { bffRoute, parseInput } from "@/lib/bff/route";
import { boardQuerySchema } from "@/lib/contract/prospects";
import { getProspectBoard } from "@/lib/client/prospects";
import { salesRoles } from "../interaction-problem";

/** The board: one column (status) or all, with the filters and the keyset cursor. */
export const GET = bffRoute({ roles: salesRoles }, async ({ caller, query }) =>
  getProspectBoard(caller, parseInput(boardQuerySchema, Object.fromEntries([...query.entries()].filter(([, v]) => v !== "")))),
);
