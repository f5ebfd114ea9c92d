import { visitApi } from "@frontdesk/lib/api/visits";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { readDoorSites } from "@frontdesk/lib/bff/door-sites";

export const GET = bffEndpoint(visitApi.doorSites, ({ caller }) => readDoorSites(caller));
