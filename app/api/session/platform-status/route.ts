import { staffApi } from "@frontdesk/lib/api/staff";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { platformReachability } from "@frontdesk/lib/client/breaker";

export const GET = bffEndpoint(staffApi.platformStatus, async () => platformReachability());
