import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { readDoorSites } from "@/lib/bff/door-sites";

export const GET = bffEndpoint(visitApi.doorSites, ({ caller }) => readDoorSites(caller));
