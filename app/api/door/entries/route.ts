import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { enterAtDoor } from "@/lib/bff/door-entry";

export const POST = bffEndpoint(visitApi.enterAtDoor, ({ caller, body }) => enterAtDoor(caller, body));
