import { visitApi } from "@frontdesk/lib/api/visits";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { readDoorCheck } from "@frontdesk/lib/bff/door-check";

export const GET = bffEndpoint(visitApi.doorCheck, ({ caller, params }) => readDoorCheck(caller, params.memberId));
