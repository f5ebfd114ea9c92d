import { bffRoute } from "@/lib/bff/route";
import { getInteractionCatalogue } from "@/lib/client/prospects";
import { salesRoles } from "../interaction-problem";

/** Interaction types with their sub types and outcomes, for the pickers. */
export const GET = bffRoute({ roles: salesRoles }, async ({ caller }) => getInteractionCatalogue(caller));
