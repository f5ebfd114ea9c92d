import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { readDoorCheck } from "@/lib/bff/door-check";

export const GET = bffEndpoint(visitApi.doorCheck, ({ caller, params }) => readDoorCheck(caller, params.memberId));
