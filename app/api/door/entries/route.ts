import { visitApi } from "@frontdesk/lib/api/visits";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { enterAtDoor } from "@frontdesk/lib/bff/door-entry";

export const POST = bffEndpoint(visitApi.enterAtDoor, ({ caller, body }) => enterAtDoor(caller, body));
