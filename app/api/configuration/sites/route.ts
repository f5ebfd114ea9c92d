import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { listSites } from "@/lib/client/configuration";

export const GET = bffEndpoint(configurationApi.sites, async ({ caller }) => listSites(caller));
