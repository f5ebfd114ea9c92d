import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { listStatuses } from "@/lib/client/configuration";

export const GET = bffEndpoint(configurationApi.statuses, async ({ caller }) => listStatuses(caller));
