import { bffRoute } from "@/lib/bff/route";
import { getProspectBoard } from "@/lib/client/prospects";
import { salesRoles } from "../interaction-problem";
import { boardQueryOf } from "./query";

/** The board: one column (status) or all, with the filters and the keyset cursor. */
export const GET = bffRoute({ roles: salesRoles }, async ({ caller, query }) =>
  getProspectBoard(caller, boardQueryOf(query)),
);
