import { prospectApi } from "@/lib/api/prospects";
import { bffEndpoint } from "@/lib/bff/route";
import { getInteractionCatalogue } from "@/lib/bff/prospect-board";

export const GET = bffEndpoint(prospectApi.catalogue, async ({ caller }) => getInteractionCatalogue(caller));
