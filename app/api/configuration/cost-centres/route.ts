import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { listCostCentres } from "@/lib/client/configuration";

export const GET = bffEndpoint(configurationApi.costCentres, async ({ caller }) => listCostCentres(caller));
