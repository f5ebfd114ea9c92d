import { prospectApi } from "@frontdesk/lib/api/prospects";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { getInteractionCatalogue } from "@frontdesk/lib/bff/prospect-board";

export const GET = bffEndpoint(prospectApi.catalogue, async ({ caller }) => getInteractionCatalogue(caller));
