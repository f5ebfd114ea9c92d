import { staffApi } from "@/lib/api/staff";
import { bffEndpoint } from "@/lib/bff/route";
import { platformReachability } from "@/lib/client/breaker";

export const GET = bffEndpoint(staffApi.platformStatus, async () => platformReachability());
